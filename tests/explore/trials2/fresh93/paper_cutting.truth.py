# Truth for Project Euler 933 (Paper Cutting): the pieces are played on independently, so the
# position is the sum of its pieces and a piece's worth is its Grundy value by the definition:
# the mex, over every cut (x, y) with 0 < x < w and 0 < y < h, of the xor of the four pieces'
# values (a piece of width or height 1 has no cut: 0). The first player wins iff the one
# starting piece's value is not 0. The values are kept in a table indexed by the sorted sides
# (a piece and its turned copy have the same cuts).
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(piece):
    return piece[0] >= 1 and piece[1] >= 1


@lru_cache(maxsize=None)
def _value(w, h):
    if w > h:
        return _value(h, w)
    seen = set()
    for x in range(1, w):
        for y in range(1, h):
            seen.add(_value(x, y) ^ _value(w - x, y) ^ _value(x, h - y) ^ _value(w - x, h - y))
    v = 0
    while v in seen:
        v += 1
    return v


def truth(piece):
    return _value(piece[0], piece[1]) != 0
