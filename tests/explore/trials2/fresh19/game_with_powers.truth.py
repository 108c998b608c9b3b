# Truth for Codeforces 317D: choosing x = b^e (b not a perfect power) forbids b^e, b^2e, b^3e, ...:
# numbers of the same base b only, so the game is the sum over the bases of the game on the
# exponents 1..L of b (L the largest with b^L <= n) in which a move picks an allowed exponent e
# and forbids every multiple of e (Sprague-Grundy). Each such game is searched plainly (a bit mask
# of the allowed exponents); the bases with L = 1 (1 and every number that is no perfect power
# and whose square exceeds n) are single moves, counted by their parity. True when Vasya wins.
from functools import lru_cache


@lru_cache(maxsize=None)
def _grundy(mask):
    seen = set()
    e = 1
    while (1 << e) <= mask:
        if mask >> e & 1:
            nxt = mask
            for m in range(e, mask.bit_length(), e):
                nxt &= ~(1 << m)
            seen.add(_grundy(nxt))
        e += 1
    v = 0
    while v in seen:
        v += 1
    return v


def _chain_grundy(length):
    return _grundy(sum(1 << e for e in range(1, length + 1)))


def valid(position):
    return position[0] >= 1


def truth(position):
    (n,) = position
    total = 0
    in_chains = 1                     # the number 1: a base of its own, one move
    total ^= 1
    seen = set()
    b = 2
    while b * b <= n:
        if b not in seen:
            length, y = 0, b
            while y <= n:
                seen.add(y)
                length += 1
                y *= b
            total ^= _chain_grundy(length)
            in_chains += length
        b += 1
    singles = n - in_chains           # numbers > sqrt(n) that are no power of a smaller base
    if singles % 2:
        total ^= 1
    return total != 0
