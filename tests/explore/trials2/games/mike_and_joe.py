# Circle Game (Codeforces 1695B): n piles of stones in a circle. Mike moves first; the players
# take turns, and the t-th move (from 0) must remove a positive number of stones from pile
# t mod n. The player who faces an empty pile cannot move and loses.
positions = sequence(values=range(1, 4), length=range(1, 6))


def start(piles):
    return (piles, 0)


def moves(state):
    piles, i = state
    nxt = (i + 1) % len(piles)
    for left in range(piles[i]):
        yield (piles[:i] + (left,) + piles[i + 1:], nxt)


def canonical(state):
    return state
