# Chip Game (Codeforces 1033G): piles of chips and two numbers a and b. In turn, Alice removes
# exactly a chips from one pile that has at least a chips; Bob removes exactly b chips from one
# pile that has at least b. The player who cannot move loses. (The problem counts, over all pairs
# a, b <= m, the pairs where Alice wins whoever starts, Bob wins whoever starts, the first player
# wins, the second player wins; the game is played on one pair.) Alice is Left and Bob is Right:
# the result is the class L, R, N or P.
a = param("a", 1)
b = param("b", 2)
assert a >= 1 and b >= 1, "the rules ask for a, b >= 1"
positions = multiset(piles=range(1, 9), size=range(1, 5))
result = "partizan"


def _take(piles, step):
    for i, v in enumerate(piles):
        if v >= step and (i == 0 or piles[i - 1] != v):
            yield tuple(sorted(piles[:i] + (v - step,) + piles[i + 1:]))


def left_moves(piles):
    return list(_take(piles, a))


def right_moves(piles):
    return list(_take(piles, b))
