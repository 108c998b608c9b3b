# Lieges of Legendre (Codeforces 603C): piles of cows; a move either removes one cow from a
# pile, or takes a pile of even size 2x and replaces it by k piles of x cows each (k is given).
# Kevin moves first; whoever removes the last cow wins.
k = param("k", 2)
positions = multiset(piles=range(1, 7), size=range(1, 4))


def moves(piles):
    for i, a in enumerate(piles):
        rest = piles[:i] + piles[i + 1:]
        yield tuple(sorted(rest + ((a - 1,) if a > 1 else ())))
        if a % 2 == 0:
            yield tuple(sorted(rest + (a // 2,) * k))
