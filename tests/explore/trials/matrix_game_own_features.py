# Matrix Game (Codeforces 1365A) with the contestant's own features: the free rows and the free
# columns (a line with no claimed cell). A move claims a cell (0 -> 1) of a free row and a free
# column. Who cannot move loses.
positions = grid(rows=range(1, 4), cols=range(1, 4), alphabet="01")
features = {
    "free rows": lambda g: sum(1 for r in g if "1" not in r),
    "free cols": lambda g: sum(1 for j in range(len(g[0])) if all(r[j] == "0" for r in g)),
}


def moves(g):
    for r, row in enumerate(g):
        for c, cell in enumerate(row):
            if "1" not in row and all(other[c] == "0" for other in g):
                yield tuple(x if i != r else x[:c] + "1" + x[c + 1:] for i, x in enumerate(g))
