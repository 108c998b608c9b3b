# Again Stone Game (LightOJ 1296): n piles of stones. In turn, Alice first, a player selects a
# pile and removes at least one and at most half of its stones. The player who cannot move loses.
# The result: whether Alice, the first player, wins.
positions = multiset(piles=range(1, 13), size=range(1, 5))
result = "win"


def moves(piles):
    for i, x in enumerate(piles):
        if i > 0 and piles[i - 1] == x:
            continue                  # a pile of the same size again: the same moves
        rest = piles[:i] + piles[i + 1:]
        for y in range(1, x // 2 + 1):
            yield tuple(sorted(rest + (x - y,)))
