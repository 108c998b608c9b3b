# Gra (BZOJ 2066, [Poi2004]): a board of m cells in a row, numbered 1..m, with n pieces on
# different cells and none on cell m. Two players move in turn. A move takes one piece and puts it
# on the first free cell to its right (the nearest cell with a larger number and no piece). The
# first player to put a piece on cell m wins. The problem counts the first player's winning
# moves; here the question is whether the first player wins. A position: the board as a string,
# "1" a piece and "0" a free cell, cell 1 first; boards of 2..10 cells kept when the last cell is
# free and some piece is on the board (the statement allows m <= 10^9 and n <= 10^6, n < m).
# A state: the board. A board whose last cell holds a piece has no move: the player who put it
# there has won, so the player to move there has lost.
positions = string("01", length=range(2, 11)).where(lambda s: s[-1] == "0" and "1" in s)
result = "win"


def moves(board):
    if board[-1] == "1":
        return []
    out = set()
    for i, c in enumerate(board):
        if c == "1":
            j = board.index("0", i + 1)
            cells = list(board)
            cells[i], cells[j] = "0", "1"
            out.add("".join(cells))
    return sorted(out)
