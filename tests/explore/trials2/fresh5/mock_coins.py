# Daizhenyang's Coin (HDU 3537): a row of coins at places 0, 1, 2, ...; the position lists the
# places of the coins that show heads (all others show tails). A move turns over one, two or three
# coins, and the rightmost coin it turns must go from heads to tails. The player who cannot move
# loses. The value: the Grundy value of the whole position.
positions = multiset(piles=range(0, 8), size=range(1, 5)).where(lambda t: len(set(t)) == len(t))
result = "grundy"


def moves(heads):
    here = set(heads)
    for x in heads:
        rest = here - {x}
        yield tuple(sorted(rest))
        for y in range(x):
            yield tuple(sorted(rest ^ {y}))
            for z in range(y):
                yield tuple(sorted(rest ^ {y, z}))
