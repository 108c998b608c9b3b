# Truth for HDU 1851 (A Simple Game): a move takes from one pile and leaves the others as they
# are, so the position is the sum of its piles (Sprague-Grundy); one pile of m stones with limit
# L is valued by a plain memoised search: the mex over 1 <= t <= min(m, L) of the value of
# m - t. True when the first player wins: the xor of the piles' values is not 0.
from functools import lru_cache


@lru_cache(maxsize=None)
def _grundy(m, limit):
    seen = {_grundy(m - t, limit) for t in range(1, min(m, limit) + 1)}
    v = 0
    while v in seen:
        v += 1
    return v


def valid(position):
    return len(position) >= 2 and len(position) % 2 == 0 and all(v >= 1 for v in position)


def truth(position):
    total = 0
    for m, limit in zip(position[0::2], position[1::2]):
        total ^= _grundy(m, limit)
    return total != 0
