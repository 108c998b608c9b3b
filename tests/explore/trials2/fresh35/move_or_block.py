# Move or Block! (「Move or Block!」, Baekjoon Online Judge): a board of N cells in a row, each
# empty ('.') or a wall ('X'); the game piece stands on one empty cell ('O'). In turn, Mingyu
# first, a player whose piece has walls in every neighbouring cell loses (a cell at an end of the
# board has one neighbour); otherwise the player does one of two things: moves the piece to an
# empty neighbouring cell, or chooses any empty cell and builds a wall on it. The answer is
# mingyu or yunsu (the winner with best play), or draw if the game never ends. The input always
# has exactly one piece and never a piece walled in on every side. A position: the board as one
# string over ".XO", N = 2..7 declared here (the statement allows up to 1,000,000). A state: the
# board. The result: W if Mingyu, the first player, wins, L if Yunsu wins, D for a draw.
def _ok(board):
    if board.count("O") != 1:
        return False
    i = board.index("O")
    near = [board[j] for j in (i - 1, i + 1) if 0 <= j < len(board)]
    return any(c == "." for c in near)


positions = string(".XO", length=range(2, 8)).where(_ok)
result = "outcome"


def moves(board):
    i = board.index("O")
    near = [j for j in (i - 1, i + 1) if 0 <= j < len(board)]
    if all(board[j] == "X" for j in near):
        return                           # walled in: the player to move has lost
    for j in near:
        if board[j] == ".":              # move the piece
            cells = list(board)
            cells[i], cells[j] = ".", "O"
            yield "".join(cells)
    for j, c in enumerate(board):
        if c == ".":                     # build a wall on an empty cell
            yield board[:j] + "X" + board[j + 1:]
