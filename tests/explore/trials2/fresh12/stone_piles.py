# Stone Piles (HackerRank, Game Theory): N piles of stones. In turn, Alice first, a player
# chooses one pile and divides its stones into any number (at least two) of piles no two of which
# have the same number of stones (8 stones: (1, 2, 5), (1, 3, 4), (1, 7), (2, 6) or (3, 5)). The
# player who cannot move loses. The result: whether Alice, the first player, wins.
positions = multiset(piles=range(1, 13), size=range(1, 4))
result = "win"


def _distinct_parts(n, smallest):
    """Every way to write n as a sum of distinct parts >= smallest, increasing."""
    if n == 0:
        yield ()
        return
    for part in range(smallest, n + 1):
        for rest in _distinct_parts(n - part, part + 1):
            yield (part,) + rest


def moves(piles):
    for i, x in enumerate(piles):
        if i > 0 and piles[i - 1] == x:
            continue                  # a pile of the same size again: the same moves
        rest = piles[:i] + piles[i + 1:]
        for parts in _distinct_parts(x, 1):
            if len(parts) >= 2:
                yield tuple(sorted(rest + parts))
