# A Simple Stone Game (HDU 2486 / POJ 3922): a pile of n >= 2 stones and a number k. In turn, the
# first player first, a player removes stones: on the first move any number from 1 to n - 1 (not
# the whole pile); after that at least one and at most k times the number the opponent removed on
# the move before. The player who takes the last stone wins. (The problem asks for the first
# player's smallest winning first move, or "lose"; the game is the same.) A position: n. A state:
# (the stones left, the most the mover may take). The result: whether the first player wins.
k = param("k", 2)
assert k >= 1, "the rules ask for k >= 1"
positions = numbers(n=range(2, 61))
result = "win"


def start(position):
    (n,) = position
    return (n, n - 1)


def moves(state):
    left, most = state
    for t in range(1, min(most, left) + 1):
        yield (left - t, k * t)


def canonical(state):
    return state
