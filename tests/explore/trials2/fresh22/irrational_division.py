# Irrational Division (Kattis irrationaldivision): a p x q chocolate bar (p rows north to south, q
# columns west to east) of dark and white squares in a chessboard pattern, the north-west square
# dark. In turn, you first, you break off one or more whole columns from the west side and your
# sister one or more whole rows from the south side, each keeping what they break off, until no
# chocolate is left. Each dark square taken is worth +1 to its taker, each white one -1. You want
# to maximise your total minus your sister's, she the opposite. A position: (p, q). A state: the
# rows left (the northmost ones), the columns left, the index of the westmost column left (modulo
# 2: it sets the colours) and who is to move (0: you). The value: your total minus your sister's,
# both playing best.
positions = numbers(p=range(1, 13), q=range(1, 13))
result = "score"


def _square(i, j):
    return 1 if (i + j) % 2 == 0 else -1     # row i from the north, column j from the west


def start(position):
    p, q = position
    return (p, q, 0, 0)


def moves(state):
    rows, cols, west, who = state
    if rows == 0 or cols == 0:
        return
    if who == 0:
        for k in range(1, cols + 1):
            points = sum(_square(i, west + j) for i in range(rows) for j in range(k))
            yield ((rows, cols - k, (west + k) % 2, 1), points)
    else:
        for k in range(1, rows + 1):
            points = sum(_square(i, west + j) for i in range(rows - k, rows) for j in range(cols))
            yield ((rows - k, cols, west, 0), points)


def canonical(state):
    return state
