# EllysCheckers (Topcoder SRM 534): a row of N cells, each empty (.) or holding a checker (o).
# In turn, the first player first, a player picks a checker and either steps it one cell to the
# right (the target cell empty) or jumps it three cells to the right (the target cell empty and
# the two cells jumped over both holding checkers). A checker that reaches the rightmost cell
# disappears at once (one standing there at the start is gone before the first move). The
# player who cannot move loses. A position: the row as a string over `.o`. A state: the row with
# its rightmost cell emptied. The result: whether the first player wins.
positions = string(".o", length=range(1, 11))
result = "win"


def start(board):
    return board[:-1] + "."


def moves(board):
    n = len(board)
    for i in range(n - 1):
        if board[i] != "o":
            continue
        if board[i + 1] == ".":
            row = list(board)
            row[i] = "."
            if i + 1 < n - 1:
                row[i + 1] = "o"
            yield "".join(row)
        if i + 3 < n and board[i + 1] == "o" and board[i + 2] == "o" and board[i + 3] == ".":
            row = list(board)
            row[i] = "."
            if i + 3 < n - 1:
                row[i + 3] = "o"
            yield "".join(row)


def canonical(state):
    return state
