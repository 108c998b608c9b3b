# A Simple Nim (HDU 5795): piles of candies. A move either takes one or more candies from one
# pile, or splits one pile into three non-empty piles (no candy taken). The player who cannot
# move loses. The value: the Grundy value of the whole position.
positions = multiset(piles=range(1, 8), size=range(1, 4))
result = "grundy"


def moves(piles):
    for i, a in enumerate(piles):
        if i > 0 and piles[i - 1] == a:
            continue
        rest = piles[:i] + piles[i + 1:]
        for left in range(a):
            yield tuple(sorted(rest + ((left,) if left else ())))
        for x in range(1, a):
            for y in range(x, a):
                z = a - x - y
                if z >= y:
                    yield tuple(sorted(rest + (x, y, z)))
