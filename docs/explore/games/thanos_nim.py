# Thanos Nim (Codeforces 1147C): n piles, n even; a move takes at least one stone from each of
# exactly n/2 non-empty piles. Fewer than n/2 non-empty piles: the player to move loses.
from itertools import combinations, product

positions = multiset(piles=range(1, 4), size=range(2, 5, 2))    # 2 or 4 piles of 1..3


def moves(piles):
    half = len(piles) // 2
    full = [i for i, a in enumerate(piles) if a > 0]
    for chosen in combinations(full, half):
        for takes in product(*(range(1, piles[i] + 1) for i in chosen)):
            rest = list(piles)
            for i, t in zip(chosen, takes):
                rest[i] -= t
            yield tuple(sorted(rest))
