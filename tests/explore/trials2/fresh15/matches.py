# Matches Picking (CodeAbbey), the "inverted" rule: a heap of M matches and a limit K. In turn,
# the first player first, a player takes between 1 and K matches (at most those left); the player
# who takes the last match LOSES (so a player facing an empty heap, the other having taken the
# last match, has won). A position: M. The result: whether the first player wins.
k = param("k", 3)
assert k >= 1, "a player may take at least one match"
positions = numbers(m=range(1, 61))
result = "misere"


def start(position):
    (m,) = position
    return m


def moves(m):
    for take in range(1, min(k, m) + 1):
        yield m - take


def canonical(state):
    return state
