# Playing With Stones (UVa 1482 / LA 5059, ICPC Asia regional): piles of stones. In turn, a
# player picks a pile of n stones and removes at least one and at most floor(n / 2) of them (a
# pile of one stone cannot be touched). The player who cannot move loses. The value: the Grundy
# value of the whole position.
positions = multiset(piles=range(1, 13), size=range(1, 4))
result = "grundy"


def moves(piles):
    for i, n in enumerate(piles):
        if i > 0 and piles[i - 1] == n:
            continue
        rest = piles[:i] + piles[i + 1:]
        for take in range(1, n // 2 + 1):
            yield tuple(sorted(rest + (n - take,)))
