# Truth for AtCoder ARC 144 F (Arithmetic Sequence Nim), who wins: the piles never interact, so
# the position is a sum of one-pile games; each pile's Grundy value by the definition (the mex
# over every x = a (mod m), 0 < x <= pile, of the value of pile - x), the position's the xor.
# True when Alice, the first player, wins.
from functools import lru_cache


def valid(position):
    return len(position) >= 1 and min(position) >= 2   # >= max(1, a) for every a <= 2 declared


def _mex(values):
    v = 0
    while v in values:
        v += 1
    return v


@lru_cache(maxsize=None)
def _pile(n, m, a):
    options = set()
    for x in range(1, n + 1):
        if x % m == a % m:
            options.add(_pile(n - x, m, a))
    return _mex(options)


def truth(position, m=3, a=1):
    total = 0
    for n in position:
        total ^= _pile(n, m, a)
    return total != 0
