# Truth for Project Euler 550 (Divisor Game): a move replaces one pile and leaves the others as
# they are, so the position is the sum of its piles (Sprague-Grundy); one pile of n stones is
# valued by a plain memoised search: the mex over the pairs of divisors 1 < d1 <= d2 < n of n of
# g(d1) xor g(d2). True when the first player wins: the xor of the piles' values is not 0.
from functools import lru_cache


@lru_cache(maxsize=None)
def _grundy(n):
    divisors = [d for d in range(2, n) if n % d == 0]
    seen = {_grundy(a) ^ _grundy(b) for i, a in enumerate(divisors) for b in divisors[i:]}
    v = 0
    while v in seen:
        v += 1
    return v


def valid(position):
    return len(position) >= 1 and all(v >= 2 for v in position)


def truth(position):
    total = 0
    for n in position:
        total ^= _grundy(n)
    return total != 0
