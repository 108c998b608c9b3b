# Truth for yukicoder No.103: a move changes one number, so the position is the sum of its numbers
# (Sprague-Grundy); a number x is valued by a plain memoised search: the mex of g(x / p) and
# g(x / p^2) over the primes p with p | x (p^2 | x for the second). True when the first player
# wins.
from functools import lru_cache


def _primes(n):
    out, p = [], 2
    while p * p <= n:
        if n % p == 0:
            out.append(p)
            while n % p == 0:
                n //= p
        p += 1
    if n > 1:
        out.append(n)
    return out


@lru_cache(maxsize=None)
def _grundy(x):
    seen = set()
    for p in _primes(x):
        for q in (p, p * p):
            if x % q == 0:
                seen.add(_grundy(x // q))
    v = 0
    while v in seen:
        v += 1
    return v


def valid(position):
    return len(position) >= 1 and all(v >= 2 for v in position)


def truth(position):
    total = 0
    for x in position:
        total ^= _grundy(x)
    return total != 0
