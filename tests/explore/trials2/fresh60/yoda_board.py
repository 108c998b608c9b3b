# Chef and Yoda (CodeChef CHEFYODA): a chessboard of N rows and M columns, a coin on square
# (1, 1), the top-left corner. Chef and Yoda move the coin in turn, Chef first; a move may not
# take the coin to a square where it has been before in the game, nor off the board; the player
# who cannot move loses. The game is played under one of two sets of rules: (1) from (x, y) to
# (x + 1, y), (x - 1, y), (x, y + 1) or (x, y - 1); (2) from (x, y) to (x + 1, y + 1),
# (x - 1, y - 1), (x - 1, y + 1) or (x + 1, y - 1). The statement asks the probability that Chef
# wins at least P of K games, each played under a set of rules chosen with probability 1/2;
# here only the game itself: whether Chef, the first player, wins one game on an N x M board
# under the set of rules given by the parameter `rules` (1 or 2, default 1). A position: (N, M),
# N, M = 2..5 declared here (the statement allows 2 <= N, M <= 100). A state: (N, M, the squares
# visited as a bitmask of the cells x·M + y counted from 0, the coin's square).
rules = param("rules", 1)
positions = numbers(n=range(2, 6), m=range(2, 6))
result = "win"

STEPS = {1: ((1, 0), (-1, 0), (0, 1), (0, -1)), 2: ((1, 1), (-1, -1), (-1, 1), (1, -1))}


def start(p):
    n, m = p
    return (n, m, 1, 0)


def moves(state):
    n, m, seen, at = state
    x, y = divmod(at, m)
    options = []
    for dx, dy in STEPS[rules]:
        u, v = x + dx, y + dy
        if 0 <= u < n and 0 <= v < m and not seen >> (u * m + v) & 1:
            cell = u * m + v
            options.append((n, m, seen | 1 << cell, cell))
    return options


def canonical(state):
    return state
