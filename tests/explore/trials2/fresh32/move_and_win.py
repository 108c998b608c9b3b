# Move and Win (AtCoder AGC 020 A): a strip of N cells numbered 1 .. N. Alice's token is on cell A
# and Borys's on cell B, A < B. In turn, Alice first, a player must move their own token one cell
# left or right, never off the strip and never onto the other token's cell. The player who cannot
# move loses; the answer may also be a draw (neither can force a win). A position: (N, A, B). A
# state: (N, the mover's cell, the other's cell). The result: W if Alice, the first player, wins,
# L if Borys wins, D for a draw.
positions = numbers(n=range(2, 13), a=range(1, 13), b=range(1, 13)).where(
    lambda p: 1 <= p[1] < p[2] <= p[0])
result = "outcome"


def start(position):
    n, a, b = position
    return (n, a, b)


def moves(state):
    n, mine, theirs = state
    for step in (-1, 1):
        cell = mine + step
        if 1 <= cell <= n and cell != theirs:
            yield (n, theirs, cell)


def canonical(state):
    return state
