# Chess (HDU 5724), one row: a row of cells, each empty (0) or holding a piece (1). In turn, Alice
# first, a player moves one piece to the right: to the next cell if it is empty, else it jumps
# over the pieces next to it to the first empty cell after them. A piece with no empty cell to
# its right cannot move. The player who cannot move loses. The problem has several rows of 20
# cells (a sum: a move changes one row); here one row of any width, and its Grundy value.
positions = string("01", length=range(1, 11))
result = "grundy"


def moves(row):
    for i, c in enumerate(row):
        if c != "1":
            continue
        j = row.find("0", i + 1)
        if j != -1:
            yield row[:i] + "0" + row[i + 1:j] + "1" + row[j + 1:]
