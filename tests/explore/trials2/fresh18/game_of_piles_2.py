# Game of Piles 2 (CodeChef GAMEOFPILES2): N >= 2 piles of A_i >= 1 stones. In turn, Chef first,
# a player removes exactly one stone from a non-empty pile. The game ends as soon as two piles
# are empty, and the player who made the last move wins (so a player facing two empty piles has
# lost). A position: the multiset of pile sizes. The result: whether Chef, the first player, wins.
positions = multiset(piles=range(1, 7), size=range(2, 6))
result = "win"


def moves(piles):
    if piles.count(0) >= 2:
        return
    for i, a in enumerate(piles):
        if a == 0 or (i > 0 and piles[i - 1] == a):
            continue
        yield tuple(sorted(piles[:i] + (a - 1,) + piles[i + 1:]))
