# Truth for Codeforces 2027E1 (Bit Game, easy version): a move touches one pile and leaves the
# others as they are, so the position is the sum of its piles (Sprague-Grundy); one pile (a, x)
# is valued by a plain memoised search: the mex over d with 1 <= d <= a and x & d = d of the
# value of (a, x - d). True when Alice (first) wins: the xor of the piles' values is not 0.
from functools import lru_cache


@lru_cache(maxsize=None)
def _grundy(a, x):
    seen = {_grundy(a, x - d) for d in range(1, min(a, x) + 1) if x & d == d}
    v = 0
    while v in seen:
        v += 1
    return v


def valid(position):
    return len(position) >= 2 and len(position) % 2 == 0 and all(v >= 1 for v in position)


def truth(position):
    n = len(position) // 2
    total = 0
    for a, x in zip(position[:n], position[n:]):
        total ^= _grundy(a, x)
    return total != 0
