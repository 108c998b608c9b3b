# Game of Piles 1 (CodeChef GAMEOFPILES1): N piles of A_i >= 1 stones. In turn, Chef first, a
# player removes exactly one stone from a non-empty pile. The game ends as soon as one pile is
# empty, and the player who made the last move wins (so a player facing an empty pile has
# lost). A position: the multiset of pile sizes. The result: whether Chef, the first player, wins.
positions = multiset(piles=range(1, 7), size=range(1, 6))
result = "win"


def moves(piles):
    if 0 in piles:
        return
    for i, a in enumerate(piles):
        if i > 0 and piles[i - 1] == a:
            continue
        yield tuple(sorted(piles[:i] + (a - 1,) + piles[i + 1:]))
