# Matrix Game (Codeforces 1365A): a grid of cells, some already claimed (1); a move claims an
# unclaimed cell (0) whose row and column hold no claimed cell. Who cannot move loses.
positions = grid(rows=range(1, 4), cols=range(1, 4), alphabet="01")


def moves(g):
    for r, row in enumerate(g):
        for c, cell in enumerate(row):
            if "1" not in row and all(other[c] == "0" for other in g):
                yield tuple(x if i != r else x[:c] + "1" + x[c + 1:] for i, x in enumerate(g))
