# Take one stone from any pile, except that the straight 1, 2, 3, 4, 5, 6 is a dead end: from it
# nobody can move. Normal play. Without the dead end the first player wins iff the sum is odd;
# the straight (sum 21) and the positions one stone above it break that, one rare shape among
# thousands of multisets of six piles.
positions = multiset(piles=range(1, 6), size=range(1, 5))


def moves(piles):
    if piles == (1, 2, 3, 4, 5, 6):
        return
    for i, a in enumerate(piles):
        if i == 0 or piles[i - 1] != a:         # one move per distinct pile size
            rest = piles[:i] + piles[i + 1:]
            yield tuple(sorted(rest + ((a - 1,) if a > 1 else ())))
