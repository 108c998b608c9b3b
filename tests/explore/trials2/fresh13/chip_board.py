# Chip Game (Codeforces 1719A): an n x m board, a chip in the lower-left cell (row 1, column 1).
# In turn, Burenka first, a player moves the chip either up or to the right by an odd number of
# cells, staying on the board. The player who cannot move loses. A position: (n, m). A state:
# (n, m, the chip's row, its column). The result: whether Burenka, the first player, wins.
positions = numbers(n=range(1, 16), m=range(1, 16))
result = "win"


def start(position):
    n, m = position
    return (n, m, 1, 1)


def moves(state):
    n, m, r, c = state
    for d in range(1, n - r + 1, 2):
        yield (n, m, r + d, c)
    for d in range(1, m - c + 1, 2):
        yield (n, m, r, c + d)


def canonical(state):
    return state
