# Truth for Baekjoon 5441 (Shuriken Game): a plain memoised search over (shurikens left, the
# opponent's last take) for the position's N: the mover takes k of 1..N, k not the last take, k
# at most what is left; taking the last wins, so an empty stack is lost for the player facing it,
# and so is a stack with no legal take. True when the player to move has a winning take (the
# answer is not 0).
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(position):
    s, n, p = position
    return s >= 1 and n >= 2 and 1 <= p <= n


@lru_cache(maxsize=None)
def _wins(left, n, last):
    k = 1
    while k <= n and k <= left:
        if k != last and (k == left or not _wins(left - k, n, k)):
            return True
        k += 1
    return False


def truth(position):
    s, n, p = position
    for left in range(1, s):          # from the bottom up: no deep recursion on large stacks
        for last in range(1, n + 1):
            _wins(left, n, last)
    return _wins(s, n, p)
