# Truth for Codeforces Gym 102823 J (Stone Game: piles whose neighbours differ): a plain memoised
# win/lose search over the row of piles as a tuple. A move takes one stone from one pile, and is
# allowed only if that pile still differs from both of its neighbours afterwards (the other
# neighbour pairs are unchanged); the player who cannot move loses. True when Alice, who moves
# first, wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(a):
    return len(a) >= 1 and min(a) >= 0 and all(a[i] != a[i + 1] for i in range(len(a) - 1))


@lru_cache(maxsize=None)
def _wins(a):
    n = len(a)
    for i in range(n):
        v = a[i] - 1
        if v < 0:
            continue
        if i > 0 and a[i - 1] == v:
            continue
        if i < n - 1 and a[i + 1] == v:
            continue
        if not _wins(a[:i] + (v,) + a[i + 1:]):
            return True
    return False


def truth(a):
    return _wins(tuple(a))
