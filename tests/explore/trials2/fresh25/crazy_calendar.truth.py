# Truth for LightOJ 1393 (Crazy Calendar), 3 columns: a memoised search (../oracle.py,
# win_search) over the grid's counts: a move takes k >= 1 items of a cell and puts them in the
# cell to its right (same row) or below it (same column); the bottom-right cell's items never
# move; who cannot move loses. True when the first player wins.
from oracle import win_search

_C = 3


def _moves(grid):
    cells = len(grid)
    out = []
    for i, items in enumerate(grid):
        if items == 0:
            continue
        targets = []
        if (i + 1) % _C != 0:
            targets.append(i + 1)
        if i + _C < cells:
            targets.append(i + _C)
        for to in targets:
            for k in range(1, items + 1):
                g = list(grid)
                g[i] -= k
                g[to] += k
                out.append(tuple(g))
    return out


_wins = win_search(_moves)


def valid(position):
    return len(position) >= 3 and len(position) % _C == 0 and all(v >= 0 for v in position)


def truth(position):
    return _wins(tuple(position))
