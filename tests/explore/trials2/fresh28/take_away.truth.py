# Truth for CodeChef TAKEAWAY: a move touches one pile, so the position is the sum of its piles
# (Sprague-Grundy); a pile (stones n, cap c) is valued by a plain memoised search: the mex over
# 1 <= p <= min(c, n) of the value of (n - p, p); an untouched pile has cap K. True when Nancy
# (first) wins.
from functools import lru_cache
import sys

sys.setrecursionlimit(100000)


@lru_cache(maxsize=None)
def _grundy(n, cap):
    seen = {_grundy(n - p, p) for p in range(1, min(cap, n) + 1)}
    v = 0
    while v in seen:
        v += 1
    return v


def valid(position):
    return len(position) >= 1 and all(n >= 1 for n in position)


def truth(position, k=3):
    total = 0
    for n in position:
        for low in range(n + 1):            # warm from the bottom (shallow recursion)
            _grundy(low, min(low, k))
        total ^= _grundy(n, k)
    return total != 0
