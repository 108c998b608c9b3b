# Truth for Codeforces 850C: a move names one prime p and changes only the exponents of p, so the
# game is the sum over the primes of the game on p's exponents (Sprague-Grundy); for each prime
# the state is the set of exponents >= 1 that occur (numbers with the same exponent of p move
# alike), searched plainly: a move k (p^k divides some number) lowers every exponent e >= k to
# e - k (0: no longer divisible). True when the first player wins.
from functools import lru_cache


@lru_cache(maxsize=None)
def _grundy(exps):
    seen = set()
    for k in range(1, max(exps, default=0) + 1):
        nxt = frozenset(e - k if e >= k else e for e in exps) - {0}
        seen.add(_grundy(nxt))
    v = 0
    while v in seen:
        v += 1
    return v


def _factor(x):
    out, p = {}, 2
    while p * p <= x:
        while x % p == 0:
            out[p] = out.get(p, 0) + 1
            x //= p
        p += 1
    if x > 1:
        out[x] = out.get(x, 0) + 1
    return out


def valid(position):
    return len(position) >= 1 and all(v >= 1 for v in position)


def truth(position):
    by_prime = {}
    for x in position:
        for p, e in _factor(x).items():
            by_prime.setdefault(p, set()).add(e)
    total = 0
    for exps in by_prime.values():
        total ^= _grundy(frozenset(exps))
    return total != 0
