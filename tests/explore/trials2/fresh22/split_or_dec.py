# CodeChef SPLITORDEC: N piles of stones. In turn, Chef first, a player either removes
# one stone from a pile, or splits a pile into two non-empty, strictly smaller piles. The player
# who cannot move loses. A position: the multiset of the piles. The result: whether Chef, the
# first player, wins.
positions = multiset(piles=range(1, 9), size=range(1, 5))
result = "win"


def moves(piles):
    for i, x in enumerate(piles):
        if i > 0 and piles[i - 1] == x:
            continue
        rest = piles[:i] + piles[i + 1:]
        yield tuple(sorted(rest + ((x - 1,) if x > 1 else ())))
        for a in range(1, x // 2 + 1):
            yield tuple(sorted(rest + (a, x - a)))
