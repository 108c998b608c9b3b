# Truth for Baekjoon "Move or Block!": a retrograde analysis (../oracle.py's outcome_search) of
# the board: a player whose piece has a wall in every neighbouring cell (one neighbour at an end)
# has no move and loses; otherwise the piece moves to an empty neighbour or a wall is built on
# any empty cell; what is never decided is a draw. 'W' (Mingyu, first), 'L' or 'D'.
from oracle import outcome_search


def _moves(board):
    i = board.index("O")
    near = [j for j in (i - 1, i + 1) if 0 <= j < len(board)]
    if all(board[j] == "X" for j in near):
        return []
    out = []
    for j in near:
        if board[j] == ".":
            out.append(board[:min(i, j)] + ("O." if j < i else ".O") + board[max(i, j) + 1:])
    for j, c in enumerate(board):
        if c == ".":
            out.append(board[:j] + "X" + board[j + 1:])
    return out


_outcome = outcome_search(_moves)


def valid(position):
    if len(position) < 2 or position.count("O") != 1:
        return False
    i = position.index("O")
    return any(position[j] == "." for j in (i - 1, i + 1) if 0 <= j < len(position))


def truth(position):
    return _outcome(position)
