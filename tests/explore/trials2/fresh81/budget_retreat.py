# 黑白棋 (Luogu P7589, 2021 CoE-II B): n horizontal lines; on each line Alice has a black piece and
# Bob a white piece, at different whole positions. Alice and Bob move in turn, Alice first: the
# player to move chooses a line and moves HIS OWN piece on it, either forward (towards the other
# piece, by at least 1, never onto or past it) or backward (away from it, by 1..d). Each player
# may move backward at most k times in the whole game. A player who cannot move loses. The result:
# whether Alice, moving first, wins (the answer Yes). Only the distance between the two pieces of
# a line matters: forward makes a distance g any of 1..g-1, backward makes it g+1..g+d. A
# position: the distances, a multiset of 1..4 distances 1..8 declared here (494 multisets); k
# and d are parameters (the statement allows n <= 100, 0 <= k <= 100, 1 <= d <= 20, positions
# |b_i|, |w_i| <= 1000). A state: (the distances, the backward moves the player to move has
# left, those the other player has left).
k = param("k", 1)
d = param("d", 1)
assert k >= 0 and d >= 1, "the rules ask for k >= 0 and d >= 1"

positions = multiset(piles=range(1, 9), size=range(1, 5))
result = "win"


def start(gaps):
    return (tuple(gaps), k, k)


def moves(state):
    gaps, mine, theirs = state
    out = set()
    for i, g in enumerate(gaps):
        rest = gaps[:i] + gaps[i + 1:]
        for closer in range(1, g):
            out.add((tuple(sorted(rest + (closer,))), theirs, mine))
        if mine > 0:
            for farther in range(g + 1, g + d + 1):
                out.add((tuple(sorted(rest + (farther,))), theirs, mine - 1))
    return sorted(out)
