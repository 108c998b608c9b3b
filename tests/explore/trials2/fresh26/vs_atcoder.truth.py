# Truth for AtCoder typical90 031 (VS AtCoder): a move changes one pile, so the position is the
# sum of its piles (Sprague-Grundy); a pile (w, b) is valued by a plain memoised search: the mex
# over (w - 1, b + w) when w >= 1 and (w, b - k) for 1 <= k <= b // 2. True when the first
# player wins. A position is W_1 .. W_N then B_1 .. B_N.
from functools import lru_cache
import sys

sys.setrecursionlimit(100000)


@lru_cache(maxsize=None)
def _grundy(w, b):
    seen = set()
    if w >= 1:
        seen.add(_grundy(w - 1, b + w))
    for k in range(1, b // 2 + 1):
        seen.add(_grundy(w, b - k))
    v = 0
    while v in seen:
        v += 1
    return v


def valid(position):
    return len(position) >= 2 and len(position) % 2 == 0 and all(v >= 1 for v in position)


def truth(position):
    n = len(position) // 2
    total = 0
    for w, b in zip(position[:n], position[n:]):
        total ^= _grundy(w, b)
    return total != 0
