# Misere Nim (HackerRank): piles of stones. In turn, the first player first, a player removes one
# or more stones from a single pile. The player who removes the last stone LOSES. The result:
# whether the first player wins (a player who faces no stone at all has won: the other took the
# last one).
positions = multiset(piles=range(1, 8), size=range(1, 6))
result = "misere"


def moves(piles):
    for i, a in enumerate(piles):
        if i > 0 and piles[i - 1] == a:
            continue
        for left in range(0, a):
            rest = piles[:i] + piles[i + 1:] + ((left,) if left else ())
            yield tuple(sorted(rest))
