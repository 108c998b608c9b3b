# Take 1 or 2 stones from one pile; a pile of exactly 6 may also be taken whole. Normal play.
# Mined on piles up to 5, a rule on the piles' residues mod 3 holds there; the first grown size
# (piles up to 6) breaks it: the pile of 6 alone is a win, not a loss.
positions = multiset(piles=range(1, 6), size=range(1, 4))


def moves(piles):
    for i, a in enumerate(piles):
        rest = piles[:i] + piles[i + 1:]
        for t in (1, 2) if a != 6 else (1, 2, 6):
            if t <= a:
                yield tuple(sorted(rest + ((a - t,) if a > t else ())))
