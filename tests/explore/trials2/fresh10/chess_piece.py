# New Game with a Chess Piece (Codeforces 36D): a board of n rows and m columns with a piece on
# its upper-left cell, and a number k. In turn, Petya first, a player moves the piece one cell
# down, one cell right, or k cells diagonally down and right, staying on the board. The player
# who cannot move loses. Only the part of the board from the piece's cell to the lower-right
# corner matters: a position (n, m) is that part, n rows by m columns, and a move shrinks it.
# The result: whether Petya, the first player, wins.
k = param("k", 2)
assert k >= 1, "the rules ask for k >= 1"
positions = numbers(n=range(1, 31), m=range(1, 31))


def moves(board):
    n, m = board
    if n >= 2:
        yield (n - 1, m)
    if m >= 2:
        yield (n, m - 1)
    if n > k and m > k:
        yield (n - k, m - k)
