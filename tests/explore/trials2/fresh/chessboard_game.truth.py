# Truth for HackerRank A Chessboard Game: the four moves on the 15 x 15 board.
from oracle import win_search


def _moves(cell):
    x, y = cell
    return [(x + dx, y + dy) for dx, dy in ((-2, 1), (-2, -1), (1, -2), (-1, -2))
            if 1 <= x + dx <= 15 and 1 <= y + dy <= 15]


_wins = win_search(_moves)


def truth(position):
    return _wins(tuple(position))
