# Alice and Bob (HDU 4111): piles of coins. In turn, Alice first, a player either removes one
# coin from some pile (a pile left empty is gone) or merges two piles into one pile. The player
# who cannot move loses.
positions = multiset(piles=range(1, 5), size=range(1, 5))


def moves(piles):
    n = len(piles)
    for i in range(n):
        if i > 0 and piles[i] == piles[i - 1]:
            continue
        rest = piles[:i] + piles[i + 1:]
        yield tuple(sorted(rest + ((piles[i] - 1,) if piles[i] > 1 else ())))
    for i in range(n):
        for j in range(i + 1, n):
            rest = piles[:i] + piles[i + 1:j] + piles[j + 1:]
            yield tuple(sorted(rest + (piles[i] + piles[j],)))
