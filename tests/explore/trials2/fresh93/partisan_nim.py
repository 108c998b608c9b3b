# Partisan Nim (Project Euler 939): piles of stones, each on the side of A or on the side of B
# (the piles unordered). The players move in turn; on a turn the player either removes one
# stone from a pile on the other player's side (a pile of one stone then disappears), or
# removes a whole pile on the own side. The winner is the player who removes the last stone;
# as long as a pile is left both players have a move, so the player with no move (no pile
# left) has lost: normal play. A and B move differently, so the game is partizan: A is Left,
# B is Right, and the result is the class: L (A wins whoever starts), R (B wins whoever
# starts), N (the starter wins), P (the starter loses); the problem counts the settings of at
# most N stones in the class L (its example: 9 settings of at most 4 stones). A position: the
# piles as one multiset of nonzero numbers, a pile of s stones on A's side written s and one
# on B's side written -s; 1..5 piles of 1..4 stones declared here (the problem asks about up
# to 5000 stones in all). A state: such a multiset, sorted; the empty one has no move.
positions = multiset(piles=range(-4, 5), size=range(1, 6)).where(lambda p: 0 not in p)
result = "partizan"


def _options(piles, own_sign):
    out = set()
    for i, s in enumerate(piles):
        rest = piles[:i] + piles[i + 1:]
        if (s > 0) == (own_sign > 0):
            out.add(rest)                             # the whole pile on the own side
        else:
            smaller = s - 1 if s > 0 else s + 1       # one stone off the other's pile
            out.add(tuple(sorted(rest + ((smaller,) if smaller else ()))))
    return sorted(out)


def left_moves(piles):
    return _options(piles, 1)                         # A: own piles are written positive


def right_moves(piles):
    return _options(piles, -1)                        # B: own piles are written negative
