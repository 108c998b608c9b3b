# Truth for Baekjoon 24656 (Destructive Game): the piles never interact (a move takes stones
# from one pile), so the position is a sum of one-pile games (Sprague-Grundy): each pile's
# Grundy value by the definition, the mex over every k >= 0 with b^k <= a of the value of the
# pile with a - b^k stones (b = 1: only a - 1), an empty pile worth 0; the position's value is
# the xor over its piles. True when Alice (first) wins. (Checked against a plain search of the
# whole position, every pile together, on every declared position.)
from functools import lru_cache


@lru_cache(maxsize=None)
def _pile(a, b):
    options = set()
    power = 1
    while power <= a:
        options.add(_pile(a - power, b))
        if b == 1:
            break
        power *= b
    value = 0
    while value in options:
        value += 1
    return value


def valid(position):
    return len(position) >= 2 and len(position) % 2 == 0 and all(v >= 1 for v in position)


def truth(position):
    total = 0
    for a, b in zip(position[0::2], position[1::2]):
        total ^= _pile(a, b)
    return total != 0
