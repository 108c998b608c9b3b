# Bidding (BZOJ 2798, [Poi2012]): A and B play in turn, A first, on a pair of whole numbers (x, y)
# and a number n; at the start (x, y) = (1, 0). A move is one of three: (x, y) becomes (1, x + y),
# or (2x, y), or (3x, y); the last two are not allowed once x + y >= n. A player whose move makes
# y >= n loses. The question: does A, moving first, have a winning strategy (the original task
# is interactive: the program plays A and must win; here only who wins). A position: n, 1..60
# declared here (the statement allows n <= 30,000). A state: (n, x, y). A move that makes y >= n
# loses at once, so it is no move here: once x + y >= n the only move left is such a move, and
# the player to move there, who has no other move, has lost.
positions = numbers(n=range(1, 61))
result = "win"


def start(position):
    return (position[0], 1, 0)


def moves(state):
    n, x, y = state
    if x + y >= n:
        return []
    return [(n, 1, x + y), (n, 2 * x, y), (n, 3 * x, y)]
