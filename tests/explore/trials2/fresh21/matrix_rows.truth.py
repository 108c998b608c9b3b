# Truth for LightOJ 1247 Matrix Game (two columns): a move touches one row, so the game is the sum
# of its rows (Sprague-Grundy); a row (x, y) is valued by a plain search of its own moves (any
# (x', y') <= (x, y) cell by cell, not both unchanged), and the rows are added by xor. True when
# Alice (first) wins.
from functools import lru_cache


@lru_cache(maxsize=None)
def _grundy(x, y):
    seen = {_grundy(nx, ny) for nx in range(x + 1) for ny in range(y + 1) if (nx, ny) != (x, y)}
    v = 0
    while v in seen:
        v += 1
    return v


def valid(position):
    return len(position) >= 2 and len(position) % 2 == 0 and all(v >= 0 for v in position)


def truth(position):
    total = 0
    for x, y in zip(position[0::2], position[1::2]):
        for s in range(0, x + y + 1):     # warm by size (shallow recursion)
            for a in range(max(0, s - y), min(x, s) + 1):
                _grundy(a, s - a)
        total ^= _grundy(x, y)
    return total != 0
