# Truth for Codeforces 832A Sasha and Sticks: a plain search of the rules, played out (each state
# has at most one move: k sticks crossed out while at least k are left; a state without a move is
# lost for the player to move). True when Sasha (first) wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


@lru_cache(maxsize=None)
def _wins(n, k):
    if n < k:
        return False
    return not _wins(n - k, k)


def valid(position):
    n, k = position
    return n >= 1 and k >= 1


def truth(position):
    n, k = position
    for m in range(n % k, n + 1, k):      # warm from the bottom of the chain (shallow recursion)
        _wins(m, k)
    return _wins(n, k)
