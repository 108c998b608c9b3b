# Life Winner Bo (HDU 5754): an N x M chessboard, (1, 1) at the top left and (N, M) at the lower
# right, and one chess piece on (1, 1). In turn, Bo first, a player moves the piece by the chess
# rules of its kind, but only right or down: from (x, y) to (x', y') with x' >= x, y' >= y, on
# the board. Whoever first moves the piece to (N, M) wins; if the piece cannot move and is not on
# (N, M), the game is a draw. The kind is a parameter: 1 king, 2 rook, 3 knight (4, the queen,
# is Wythoff's game and is left out here). A position: (N, M). A state: the piece's cell. The
# result: W (Bo wins), L (G wins) or D (a draw).
piece = param("piece", 1)
assert piece in (1, 2, 3), "the kinds here are 1 (king), 2 (rook) and 3 (knight)"
positions = numbers(n=range(2, 13), m=range(2, 13))
result = "outcome"


def start(position):
    n, m = position
    return (1, 1, n, m)


def moves(state):
    x, y, n, m = state
    if (x, y) == (n, m):
        return
    if piece == 1:
        steps = [(1, 0), (0, 1), (1, 1)]
    elif piece == 2:
        steps = [(d, 0) for d in range(1, n - x + 1)] + [(0, d) for d in range(1, m - y + 1)]
    else:
        steps = [(1, 2), (2, 1)]
    for dx, dy in steps:
        if x + dx <= n and y + dy <= m:
            yield (x + dx, y + dy, n, m)


def winner(state):
    x, y, n, m = state
    if (x, y) == (n, m):
        return "last"                 # the player who moved the piece there has won
    return "draw"                     # stuck elsewhere


def canonical(state):
    return state
