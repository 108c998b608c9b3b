# Fliping game (HDU 4642): a board of h rows and w columns, a coin on every cell showing 1 (heads)
# or 0 (tails). In turn, Alice first, a player chooses a cell showing 1 and flips every coin of
# the rectangle from that cell to the bottom-right corner of the board (rows and columns at or
# after it). The player who cannot move (every coin shows 0) loses. A position: the rows one
# after another as one string, w (the width) a parameter.
w = param("w", 2)
assert w >= 1, "the rules ask for w >= 1"
positions = string("01", length=range(1, 9)).where(lambda s: len(s) % w == 0)


def moves(cells):
    h = len(cells) // w
    for r in range(h):
        for c in range(w):
            if cells[r * w + c] != "1":
                continue
            row = list(cells)
            for rr in range(r, h):
                for cc in range(c, w):
                    p = rr * w + cc
                    row[p] = "0" if row[p] == "1" else "1"
            yield "".join(row)
