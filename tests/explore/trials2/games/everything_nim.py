# Everything Nim (Codeforces 1965A): piles; a move chooses k at most the smallest non-empty
# pile and removes k stones from every non-empty pile. Who cannot move loses.
positions = multiset(piles=range(1, 7), size=range(1, 6))


def moves(piles):
    if piles:
        for k in range(1, piles[0] + 1):
            yield tuple(a - k for a in piles if a > k)
