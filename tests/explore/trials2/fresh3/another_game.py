# Another Game (CSES 2208): heaps of coins. A move picks any non-empty set of non-empty heaps and
# removes exactly one coin from each heap picked. The player who cannot move loses.
positions = multiset(piles=range(1, 6), size=range(1, 5))


def moves(piles):
    n = len(piles)
    for mask in range(1, 1 << n):
        after = [a - 1 if mask >> i & 1 else a for i, a in enumerate(piles)]
        yield tuple(sorted(a for a in after if a > 0))
