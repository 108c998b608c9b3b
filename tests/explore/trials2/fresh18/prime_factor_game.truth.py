# Truth for yukicoder No.2: a memoised search over the current number; a move divides it by a
# prime p dividing it, any number of times >= 1; the player facing 1 has no move and loses. True
# when Alice (first) wins.
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
def _wins(n):
    for p in _primes(n):
        q = n
        while q % p == 0:
            q //= p
            if not _wins(q):
                return True
    return False


def valid(position):
    return position[0] >= 2


def truth(position):
    return _wins(position[0])
