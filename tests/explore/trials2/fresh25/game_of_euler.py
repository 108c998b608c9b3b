# Game of Euler (UVa 10536): a board of 4 columns (the problem's board is 4 x 4) with a pin or no
# pin in each cell. In turn, the first player first, a player removes one, two or three pins that
# stand in consecutive cells of one row or of one column (no empty cell between them). The player
# who removes the last pin loses. A position: the board read row by row, one string of 4r
# characters, 1 a pin and 0 an empty cell (rows r = 1, 2, 3 here; the larger positions go to the
# problem's 4 x 4). The result: whether the first player wins (who cannot move wins).
positions = string("01", length=range(4, 13)).where(lambda s: len(s) % 4 == 0)
result = "misere"

_W = 4


def _runs(cells):
    rows = cells // _W
    out = []
    for r in range(rows):
        for c in range(_W):
            for k in (1, 2, 3):
                if c + k <= _W:
                    out.append([r * _W + c + t for t in range(k)])
                if k > 1 and r + k <= rows:
                    out.append([(r + t) * _W + c for t in range(k)])
    return out


def moves(board):
    for run in _runs(len(board)):
        if all(board[i] == "1" for i in run):
            yield "".join("0" if i in run else ch for i, ch in enumerate(board))
