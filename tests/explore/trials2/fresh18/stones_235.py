# Game of Stones (HackerRank, Game Theory): a heap of n stones. In turn, the first player first,
# a player removes exactly 2, 3 or 5 stones (not more than the heap holds). The player who cannot
# move loses. A position: n. The result: whether the first player wins ("First").
positions = numbers(n=range(1, 61))
result = "win"


def start(position):
    (n,) = position
    return n


def moves(n):
    for take in (2, 3, 5):
        if take <= n:
            yield n - take


def canonical(state):
    return state
