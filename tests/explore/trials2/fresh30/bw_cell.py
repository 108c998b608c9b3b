# BWCELL (CodeChef, LunchTime 30): a row of cells, exactly one of them white ('W') and the others
# black ('B'). In turn, the first player first, a player removes one or more black cells, all
# from the same side of the white cell. The player who cannot move loses. A position: the row. A
# state: the same string. The result: whether the first player wins.
positions = string("BW", length=range(1, 13)).where(lambda s: s.count("W") == 1)
result = "win"


def moves(row):
    w = row.index("W")
    for k in range(1, w + 1):               # k cells from the left side
        yield row[k:]
    right = len(row) - w - 1
    for k in range(1, right + 1):           # k cells from the right side
        yield row[:len(row) - k]
