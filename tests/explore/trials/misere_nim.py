# Misère Nim (HackerRank "Misère Nim"): piles of stones; a move takes any positive number of stones
# from one pile. The player who takes the last stone loses.
positions = multiset(piles=range(1, 6), size=range(1, 6))
result = "misere"


def moves(piles):
    for i, a in enumerate(piles):
        for b in range(a):
            yield tuple(sorted(piles[:i] + ((b,) if b else ()) + piles[i + 1:]))
