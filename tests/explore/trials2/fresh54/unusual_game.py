# Unusual game (CodeChef UNGAME, Cook-Off 78): a strip of n cells numbered 1..n from left to right
# and a pawn on cell x. The players move alternately, the first player making the odd-numbered
# moves (1st, 3rd, ...) and the second the even-numbered ones. In the k-th move of the game the
# player must move the pawn exactly k cells to the left or exactly k cells to the right, landing
# inside the strip. The player who cannot move (both cells outside the strip) loses. The answer
# for each start x: 1 or 2, the player who wins. A position: (n, x) with 1 <= x <= n, n = 1..30
# declared here (the statement allows the sum of n up to 10^6, m <= 50 starts a test). A state:
# (n, the pawn's cell, k: the number of the move to be made next, 1 at the start). The result:
# whether the first player wins.
positions = numbers(n=range(1, 31), x=range(1, 31)).where(lambda p: p[1] <= p[0])
result = "win"


def start(position):
    n, x = position
    return (n, x, 1)


def moves(state):
    n, p, k = state
    options = []
    if p - k >= 1:
        options.append((n, p - k, k + 1))      # k cells to the left
    if p + k <= n:
        options.append((n, p + k, k + 1))      # k cells to the right
    return options


def canonical(state):
    return state
