# Exponential game (CodeChef EXPGAME): N piles of stones. In turn, the first player first, a player
# removes a^a stones from one pile, for a natural number a (1, 4, 27, 256, 3125, ...), not more
# than the pile holds. The player who cannot move loses. A position: the multiset of the piles.
# The result: whether the first player wins.
positions = multiset(piles=range(1, 13), size=range(1, 5))
result = "win"

_TAKES = [a ** a for a in range(1, 8)]


def moves(piles):
    for i, x in enumerate(piles):
        if i > 0 and piles[i - 1] == x:
            continue
        rest = piles[:i] + piles[i + 1:]
        for t in _TAKES:
            if t <= x:
                yield tuple(sorted(rest + ((x - t,) if x > t else ())))
