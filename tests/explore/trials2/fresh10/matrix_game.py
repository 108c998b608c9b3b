# Matrix Game (Codeforces 1365A): a matrix of n rows and m columns, each cell 0 (unclaimed) or 1
# (claimed). In turn, Ashish first, a player claims one unclaimed cell that shares neither its
# row nor its column with any claimed cell (the cell becomes 1). The player who cannot claim a
# cell loses. A position: the rows one after another as one string, w (the number of columns) a
# parameter. The result: whether Ashish, the first player, wins.
w = param("w", 2)
assert w >= 1, "the rules ask for w >= 1"
positions = string("01", length=range(1, 13)).where(lambda s: len(s) % w == 0)


def moves(cells):
    h = len(cells) // w
    rows = [cells[r * w:(r + 1) * w] for r in range(h)]
    for r in range(h):
        if "1" in rows[r]:
            continue
        for c in range(w):
            if any(rows[i][c] == "1" for i in range(h)):
                continue
            p = r * w + c
            yield cells[:p] + "1" + cells[p + 1:]
