# Truth for UVa 11249 Game: a memoised search over the two piles (sorted) for each k; a move takes
# any positive number from one pile, or x >= 1 and y >= 1 from the two piles with |x - y| <= k.
# True when the first player wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


@lru_cache(maxsize=None)
def _wins(x, y, k):
    for t in range(1, x + 1):
        if not _wins(*sorted((x - t, y)), k):
            return True
    for t in range(1, y + 1):
        if not _wins(*sorted((x, y - t)), k):
            return True
    for s in range(1, x + 1):
        for t in range(max(1, s - k), min(y, s + k) + 1):
            if not _wins(*sorted((x - s, y - t)), k):
                return True
    return False


def valid(position):
    return all(v >= 0 for v in position)


def truth(position, k=1):
    a, b = sorted(position)
    for s in range(0, b + 1):          # warm from small piles (shallow recursion)
        _wins(min(s, a), s, k)
    return _wins(a, b, k)
