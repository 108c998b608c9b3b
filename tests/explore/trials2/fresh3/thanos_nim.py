# Thanos Nim (Codeforces 1147C): n piles, n even. A move chooses exactly n/2 piles that are not
# empty and removes a positive number of stones from each of them (any amount per pile). The
# player who cannot move (fewer than n/2 non-empty piles) loses.
from itertools import combinations, product

positions = multiset(piles=range(1, 6), size=range(2, 5, 2))


def moves(piles):
    n = len(piles)
    alive = [i for i, a in enumerate(piles) if a > 0]
    for chosen in combinations(alive, n // 2):
        for new in product(*[range(piles[i]) for i in chosen]):
            after = list(piles)
            for i, v in zip(chosen, new):
                after[i] = v
            yield tuple(sorted(after))
