# Take 1 or 2 stones from one pile; a pile of exactly 7 may also be split into piles of 3 and 4.
# Normal play. Mined on piles up to 5, a rule on the piles' residues mod 3 holds there and two
# sizes later breaks on the pile of 7.
positions = multiset(piles=range(1, 6), size=range(1, 4))


def moves(piles):
    for i, a in enumerate(piles):
        rest = piles[:i] + piles[i + 1:]
        for t in (1, 2):
            if t <= a:
                yield tuple(sorted(rest + ((a - t,) if a > t else ())))
        if a == 7:
            yield tuple(sorted(rest + (3, 4)))
