# Benchmark game (a multiset): Nim with a take limit, 1 to 3 stones from one pile.
positions = multiset(piles=range(1, 16), size=range(1, 5))


def moves(piles):
    for i, a in enumerate(piles):
        for take in range(1, min(3, a) + 1):
            yield piles[:i] + (a - take,) + piles[i + 1:]
