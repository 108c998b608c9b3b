# Furlo and Rublo and Game (Codeforces 255E): piles of coins. In turn, Furlo first, a player
# chooses a pile of x coins and lowers it to y coins, where y is a whole number with y < x and
# x^(1/4) <= y <= x^(1/2) (y^4 >= x and y^2 <= x). The player who cannot move loses.
positions = multiset(piles=range(1, 31), size=range(1, 4))


def _lower(x):
    y = 1
    while y * y <= x:
        if y < x and y ** 4 >= x:
            yield y
        y += 1


def moves(piles):
    for i, x in enumerate(piles):
        if i > 0 and piles[i - 1] == x:
            continue
        rest = piles[:i] + piles[i + 1:]
        for y in _lower(x):
            yield tuple(sorted(rest + (y,)))
