# Nim Game II (CSES 1098): piles of sticks; a move removes 1, 2 or 3 sticks from one pile.
# The player who takes the last stick wins.
positions = multiset(piles=range(1, 9), size=range(1, 5))


def moves(piles):
    for i, a in enumerate(piles):
        for take in (1, 2, 3):
            if take <= a:
                rest = piles[:i] + piles[i + 1:] + ((a - take,) if a > take else ())
                yield tuple(sorted(rest))
