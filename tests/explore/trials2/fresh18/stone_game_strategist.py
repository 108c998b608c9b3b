# StoneGameStrategist (Topcoder SRM 309): piles in a row, each holding at least as many stones as
# the pile to its left; this must hold throughout the game. In turn, the first player first, a
# player removes one or more stones from one pile (an emptied pile stays a pile of 0). The last
# player to move wins. (The problem asks for a winning move; here: whether one exists.) A
# position: the pile sizes in order, a sorted tuple (a multiset). The result: whether the first
# player, to move, wins.
positions = multiset(piles=range(1, 7), size=range(1, 5))
result = "win"


def moves(piles):
    for i, a in enumerate(piles):
        low = piles[i - 1] if i > 0 else 0         # may not go below the pile to its left
        for v in range(low, a):
            yield piles[:i] + (v,) + piles[i + 1:]
