# Switch lights (HDU 3404): a board of lights, some on, some off. Two players, the first one
# first, switch lights in turn. A move picks two cells (x1, y1) and (x2, y2) with x1 <= x2 and
# y1 <= y2 such that the light at (x2, y2) is on, and flips the lights at the four corners
# (x1, y1), (x1, y2), (x2, y1), (x2, y2) of that rectangle; the rectangle may be a line or one
# cell, and then the two or the one distinct corner cells are flipped. The player who switches
# all the lights off wins; with every light off the player to move has no move and has lost.
# The result: whether the first player wins.
# Restriction: the statement gives up to 1000 lit cells with coordinates 1..10000 each (T <= 100
# cases); here the board has 3 columns and 1..3 rows, read row by row as one sequence of 0 (off)
# and 1 (on), so a position of length 3R is R rows of 3 cells (cell (x, y), counted from 0, is
# entry 3x + y). A state: the same sequence.
positions = sequence(values=range(0, 2), length=range(3, 10, 3))
result = "win"

_C = 3


def moves(board):
    rows = len(board) // _C
    out = set()
    for x2 in range(rows):
        for y2 in range(_C):
            if board[x2 * _C + y2] != 1:
                continue
            for x1 in range(x2 + 1):
                for y1 in range(y2 + 1):
                    corners = {(x1, y1), (x1, y2), (x2, y1), (x2, y2)}
                    b = list(board)
                    for (x, y) in corners:
                        b[x * _C + y] ^= 1
                    out.add(tuple(b))
    return sorted(out)
