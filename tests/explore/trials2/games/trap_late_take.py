# A trap of the trial set (no contest): piles; a move takes 1, 2, 3 or 8 stones from one pile.
# Who takes the last stone wins. Below 8 it is CSES 1098 (xor of a mod 4); the 8 changes
# the pile values from 8 on, beyond the sizes enumerated here and one more.
positions = multiset(piles=range(1, 7), size=range(1, 5))


def moves(piles):
    for i, a in enumerate(piles):
        for take in (1, 2, 3, 8):
            if take <= a:
                rest = piles[:i] + piles[i + 1:] + ((a - take,) if a > take else ())
                yield tuple(sorted(rest))
