# A New Tetris Game (HDU 1760): a board of h rows and w columns, each cell free (0) or already
# occupied (1). In turn, Lele first, a player puts a 2 x 2 square on four free cells (two
# adjacent rows, two adjacent columns), which become occupied. The player who cannot put a
# square loses. A position: the rows one after another as one string, w a parameter.
w = param("w", 2)
assert w >= 2, "a 2 x 2 square needs w >= 2"
positions = string("01", length=range(1, 13)).where(lambda s: len(s) % w == 0)


def moves(cells):
    h = len(cells) // w
    for r in range(h - 1):
        for c in range(w - 1):
            spots = (r * w + c, r * w + c + 1, (r + 1) * w + c, (r + 1) * w + c + 1)
            if all(cells[p] == "0" for p in spots):
                row = list(cells)
                for p in spots:
                    row[p] = "1"
                yield "".join(row)
