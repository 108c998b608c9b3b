# Puppy and Board (CodeChef TUZGMBR, Cook-Off 67): an N x M board, rows 1..N, columns 1..M, a chip
# on the cell (1, 1). Tuzik and Vanya move in turn, Tuzik first. A move takes the chip 1, 2 or 3
# cells up (the row grows) or 1 or 2 cells to the right (the column grows), staying on the board.
# The player who cannot move (the chip on (N, M) at the start of his turn) loses. The answer:
# "Tuzik" or "Vanya". A position: (N, M), each 1..15 declared here (the statement allows N, M <=
# 10^6). A state: the part of the board from the chip on, as (the rows from the chip's row to row
# N, the columns from the chip's column to column M), each counting the chip's own; a position is
# the state of the chip on (1, 1). The result: whether Tuzik, the first player, wins.
positions = numbers(n=range(1, 16), m=range(1, 16))
result = "win"


def moves(state):
    n, m = state
    options = []
    for k in (1, 2, 3):
        if n - k >= 1:
            options.append((n - k, m))     # k cells up
    for k in (1, 2):
        if m - k >= 1:
            options.append((n, m - k))     # k cells to the right
    return options
