# Crazy Calendar (LightOJ 1393): a grid of R rows and C columns, each cell holding some items. In
# turn, the first player first, a player chooses a cell other than the bottom-right one and moves
# any positive number of its items to the cell just right of it or just below it (inside the
# grid). The player who cannot move loses. (The problem allows up to 50 x 50; here C = 3 columns,
# R = 1 or 2 rows.) A position: the grid read row by row, one sequence of 3R counts. The result:
# whether the first player wins.
positions = sequence(values=range(0, 3), length=range(3, 7, 3))
result = "win"

_C = 3


def moves(grid):
    cells = len(grid)
    for i, items in enumerate(grid):
        if items == 0:
            continue
        for to in ((i + 1) if (i + 1) % _C != 0 else None, (i + _C) if i + _C < cells else None):
            if to is None:
                continue
            for k in range(1, items + 1):
                g = list(grid)
                g[i] -= k
                g[to] += k
                yield tuple(g)
