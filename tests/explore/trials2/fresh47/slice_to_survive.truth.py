# Truth for Codeforces 2109B (Slice to Survive): a plain memoised minimax over the grid left and
# the monster's cell. turns(n, m, a, b), Mouf to move: 0 when one cell is left, else the least,
# over every cut along a row or column line (the part with the monster kept, renumbered), of 1 +
# after(n', m'); after(n', m'), Fouad to move: 0 when one cell is left, else the most, over every
# cell (a', b') of the grid, of turns(n', m', a', b'). The value, as the game file writes it: the
# mover's total minus the other's at the start, i.e. minus the number of turns.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


@lru_cache(maxsize=None)
def _turns(n, m, a, b):
    if n * m == 1:
        return 0
    options = []
    for i in range(1, n):
        options.append(1 + (_after(i, m) if a <= i else _after(n - i, m)))
    for j in range(1, m):
        options.append(1 + (_after(n, j) if b <= j else _after(n, m - j)))
    return min(options)


@lru_cache(maxsize=None)
def _after(n, m):
    if n * m == 1:
        return 0
    return max(_turns(n, m, x, y) for x in range(1, n + 1) for y in range(1, m + 1))


def valid(position):
    if len(position) != 4:
        return False
    n, m, a, b = position
    return 1 <= a <= n and 1 <= b <= m and n * m >= 2


def truth(position):
    n, m, a, b = position
    return -_turns(n, m, a, b)
