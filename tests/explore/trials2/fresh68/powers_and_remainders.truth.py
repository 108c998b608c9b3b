# Truth for Baekjoon 12826 (Game): a plain memoised search over the pair (x, y), x <= y: the mover
# lowers y to y - x^k (k >= 1, x^k <= y) or to y mod x; whoever makes a 0 wins, i.e. a move to a 0
# wins at once. True when Mirek, moving first, wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(position):
    return len(position) == 2 and min(position) >= 1


@lru_cache(maxsize=None)
def _wins(x, y):
    if y % x == 0:                      # y mod x, or y - x when y = x, makes a 0
        return True
    results = [y % x]
    p = x
    while p <= y:
        results.append(y - p)
        if x == 1:
            break
        p *= x
    for rest in results:
        a, b = min(x, rest), max(x, rest)
        if not _wins(a, b):
            return True
    return False


def truth(position):
    x, y = min(position), max(position)
    for z in range(1, y):             # from the bottom up: no deep recursion on a long chain
        _wins(min(x, z), max(x, z))
    return _wins(x, y)
