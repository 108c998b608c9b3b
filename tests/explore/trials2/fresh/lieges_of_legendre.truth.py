# Truth for Codeforces 603C. The piles never interact, so the position is a sum of one-pile
# games: each pile's Grundy value by the definition (mex over its moves; a split into k piles
# is worth the xor of the k piles' values, computed pile by pile), the position's the xor.
from functools import lru_cache


def _mex(values):
    v = 0
    while v in values:
        v += 1
    return v


@lru_cache(maxsize=None)
def _pile(a, k):
    if a == 0:
        return 0
    options = {_pile(a - 1, k)}
    if a % 2 == 0:
        split = 0
        for _ in range(k):
            split ^= _pile(a // 2, k)
        options.add(split)
    return _mex(options)


def truth(position, k=2):
    total = 0
    for a in position:
        total ^= _pile(a, k)
    return total != 0
