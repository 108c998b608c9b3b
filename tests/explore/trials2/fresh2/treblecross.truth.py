# Truth for UVa 10561: every placement; a board with three X in a row is lost for the player
# to move (the other player made it).
from oracle import win_search


def _moves(board):
    if any(board[i:i + 3] == "XXX" for i in range(len(board) - 2)):
        return []
    return [board[:i] + "X" + board[i + 1:] for i in range(len(board)) if board[i] == "."]


_wins = win_search(_moves)


def valid(position):
    return len(position) >= 3 and "XXX" not in position


def truth(position):
    return _wins(position)
