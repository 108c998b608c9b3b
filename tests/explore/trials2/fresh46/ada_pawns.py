# Ada Pawns (CodeChef ADAPWNS, Cook-Off 102): a board of N squares in one row, some holding a
# pawn, written left to right with '.' (empty) and 'P' (a pawn). In turn, Ada first, a player
# chooses a pawn and moves it one or two squares to the left: never onto another pawn, never
# over one (two squares left only when both squares are empty), never off the board. The player
# who cannot move loses. A position: the board, N = 2..10 here (the statement allows N <= 128).
# A state: the board. The result: whether Ada, the first player, wins.
positions = string(".P", length=range(2, 11))
result = "win"


def moves(board):
    for i, c in enumerate(board):
        if c != "P":
            continue
        if i >= 1 and board[i - 1] == ".":
            yield board[:i - 1] + "P." + board[i + 1:]
            if i >= 2 and board[i - 2] == ".":
                yield board[:i - 2] + "P.." + board[i + 1:]
