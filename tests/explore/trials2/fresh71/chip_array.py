# Array Game (Codeforces 1076G), one game of the queries: an array b_1 .. b_k of positive integers.
# At the start a chip is placed into the first cell and b_1 is decreased by 1. The players move in
# turns, the first player first. If the chip is in cell x, the player to move chooses an index y
# with x <= y <= min(k, x + m) and b_y > 0, moves the chip to cell y and decreases b_y by 1. A
# player who cannot make a valid move loses. The result: whether the first player wins (the answer
# "1"). The problem asks it for subarrays of an array under range additions; the game here is one
# of them, on the array given.
# A position: b_1 .. b_k; declared here: k = 1..6, 1 <= b_i <= 4 (5,460 sequences), m the
# parameter (--set m=2); the statement allows k <= 2 * 10^5, b_i <= 10^12 (after additions more)
# and 1 <= m <= 5.
# A state: the cells from the chip's cell on, the chip's cell first (the chip never moves left, so
# the cells behind it no longer matter), each with its b.
m = param("m", 1)
assert m >= 1, "the rules ask for m >= 1"
positions = sequence(values=range(1, 5), length=range(1, 7))
result = "win"


def start(b):
    return (b[0] - 1,) + tuple(b[1:])


def moves(cells):
    options = []
    for y in range(0, min(len(cells) - 1, m) + 1):
        if cells[y] > 0:
            options.append((cells[y] - 1,) + cells[y + 1:])
    return options


def canonical(cells):
    return cells
