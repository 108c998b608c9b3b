# Truth for UVa 11534: the board searched as a string; a move writes X or O in an empty cell
# whose neighbours do not hold that letter.
from oracle import win_search


def _moves(board):
    out = []
    for i, cell in enumerate(board):
        if cell == ".":
            for letter in ("X", "O"):
                left = board[i - 1] if i > 0 else ""
                right = board[i + 1] if i + 1 < len(board) else ""
                if letter not in (left, right):
                    out.append(board[:i] + letter + board[i + 1:])
    return out


_wins = win_search(_moves)


def valid(position):
    return len(position) >= 1 and "XX" not in position and "OO" not in position


def truth(position):
    return _wins(position)
