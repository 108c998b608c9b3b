# Truth for Baekjoon 16340 (Split Game): the piles never interact (a move splits one pile into
# piles of its own), so the position is a sum of one-pile games (Sprague-Grundy): each pile's
# Grundy value by the definition, the mex over every K < P of the xor of the values of the piles
# the split makes (P // K piles of K and one of P mod K if it is not 0), a pile of one token
# worth 0; the position's value is the xor over its piles. True when the first player wins.
from functools import lru_cache


@lru_cache(maxsize=None)
def _pile(p):
    options = set()
    for k in range(1, p):
        x = 0
        for _ in range(p // k):
            x ^= _pile(k)
        if p % k:
            x ^= _pile(p % k)
        options.add(x)
    value = 0
    while value in options:
        value += 1
    return value


def truth(position):
    total = 0
    for p in position:
        total ^= _pile(p)
    return total != 0


def valid(position):
    return len(position) >= 1 and all(p >= 1 for p in position)
