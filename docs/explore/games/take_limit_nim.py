# Nim with a take limit per pile: take 1 to k stones from one pile. Who cannot move loses.
# (A textbook sum: a pile of a alone is the subtraction game {1..k}, worth a mod (k + 1).)
positions = multiset(piles=range(1, 9), size=range(1, 4))   # 1..3 piles of 1..8 stones
k = param("k", 3)


def moves(piles):
    for i, a in enumerate(piles):
        for take in range(1, min(k, a) + 1):
            yield piles[:i] + (a - take,) + piles[i + 1:]
