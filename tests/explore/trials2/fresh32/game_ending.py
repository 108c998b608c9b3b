# GameEnding (Topcoder SRM 271, Division I Level Two): an n x n chessboard (n <= 7) with some
# figures on it. In turn the players put a figure on an empty cell where none of the figures
# already on the board can capture it; a figure captures as a rook (along its row and its column,
# any distance) and as a knight (an L-shaped jump). The player who cannot move loses. (The problem
# gives the moves made so far, and answers "Invalid input" when two figures attack each other; here
# only valid boards are positions, and the result is whether the player to move wins: the
# statement's first player is to move when the number of figures is even.) A position: the board
# read row by row, one string of n * n characters, 'X' a figure and '.' an empty cell. A state:
# the same string.


def _side(board):
    n = int(round(len(board) ** 0.5))
    return n if n * n == len(board) else 0


def _attacks(n, a, b):
    (r1, c1), (r2, c2) = divmod(a, n), divmod(b, n)
    dr, dc = abs(r1 - r2), abs(c1 - c2)
    return dr == 0 or dc == 0 or (dr, dc) in ((1, 2), (2, 1))


def _valid(board):
    n = _side(board)
    if n == 0:
        return False
    figures = [i for i, c in enumerate(board) if c == "X"]
    return all(not _attacks(n, a, b) for k, a in enumerate(figures) for b in figures[k + 1:])


positions = string(".X", length=range(1, 17)).where(_valid)
result = "win"


def moves(board):
    n = _side(board)
    figures = [i for i, c in enumerate(board) if c == "X"]
    for i, c in enumerate(board):
        if c == "." and all(not _attacks(n, i, f) for f in figures):
            yield board[:i] + "X" + board[i + 1:]
