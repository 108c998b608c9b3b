# Take 1 or 2 stones from one pile, or turn a pile of 7 into a pile of 8 (which may go back to 7:
# play may never end, a draw). Win / lose / draw for the player to move. Mined on piles up to 5
# no draw exists; draws appear with a pile of 7, two sizes later.
positions = multiset(piles=range(1, 6), size=range(1, 3))
result = "outcome"


def moves(piles):
    for i, a in enumerate(piles):
        rest = piles[:i] + piles[i + 1:]
        for t in (1, 2):
            if t <= a:
                yield tuple(sorted(rest + ((a - t,) if a > t else ())))
        if a == 7:
            yield tuple(sorted(rest + (8,)))
