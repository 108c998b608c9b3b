# Truth for yukicoder No.153 (石の山): a move splits one pile and leaves the others as they are, so
# the piles are a sum (Sprague-Grundy); one pile of m is valued by a plain search: the mex of the
# xor of its two near halves (m >= 2) and of its three near thirds (m >= 3). True when A (first)
# wins: g(N) != 0.
from functools import lru_cache
import sys

sys.setrecursionlimit(10000)


def _even_split(m, parts):
    q, r = divmod(m, parts)
    return [q + 1] * r + [q] * (parts - r)


@lru_cache(maxsize=None)
def _grundy(m):
    seen = set()
    for parts in (2, 3):
        if m >= parts:
            v = 0
            for p in _even_split(m, parts):
                v ^= _grundy(p)
            seen.add(v)
    g = 0
    while g in seen:
        g += 1
    return g


def valid(position):
    return position[0] >= 1


def truth(position):
    (n,) = position
    return _grundy(n) != 0
