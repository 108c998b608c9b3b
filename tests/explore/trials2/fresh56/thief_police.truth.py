# Truth for CodeChef TANDP (Thief and Police): a plain memoised minimax over (the thief's cell,
# the policeman's cell, whose turn) on the N x M grid: the thief must step right or down, the
# policeman steps right, down or diagonally right-down, or stays; the thief loses on moving into
# the policeman's cell (the policeman was there first, (N, M) included) and wins on reaching
# (N, M) otherwise. True when the thief, moving first, escapes.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(p):
    if len(p) != 6:
        return False
    n, m, x, y, a, b = p
    return (n >= 3 and m >= 3 and 1 <= x <= n and 1 <= a <= n and 1 <= y <= m and 1 <= b <= m
            and (x, y) != (a, b) and (x, y) != (n, m) and (a, b) != (n, m))


@lru_cache(maxsize=None)
def _thief_escapes(n, m, x, y, a, b, thief_to_move):
    if thief_to_move:
        for nx, ny in ((x, y + 1), (x + 1, y)):
            if nx > n or ny > m:
                continue
            if (nx, ny) == (a, b):
                continue                          # caught: never a good move
            if (nx, ny) == (n, m) or _thief_escapes(n, m, nx, ny, a, b, False):
                return True
        return False
    for na, nb in ((a, b), (a, b + 1), (a + 1, b), (a + 1, b + 1)):
        if na <= n and nb <= m and not _thief_escapes(n, m, x, y, na, nb, True):
            return False
    return True


def truth(p):
    n, m, x, y, a, b = p
    return _thief_escapes(n, m, x, y, a, b, True)
