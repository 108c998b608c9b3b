# Everything Nim (Codeforces 1965A): piles of stones; a move picks k with 1 <= k <= the smallest
# non-empty pile and removes k stones from every non-empty pile. Who cannot move loses.
positions = multiset(piles=range(1, 6), size=range(1, 5))


def moves(piles):
    if piles:
        for k in range(1, min(piles) + 1):
            yield tuple(sorted(a - k for a in piles if a > k))
