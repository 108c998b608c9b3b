# Constrained Nim (AtCoder ABC 255 G): piles of stones. In turn, Takahashi first, a player picks a
# pile and removes one or more of its stones, except that a pile of exactly X stones may not lose
# exactly Y of them for each forbidden pair (X, Y) of a list. The player who cannot move loses. The
# problem gives the list as input; here it is one fixed list of seven pairs, FORBIDDEN below. A
# position: the piles, a multiset. A state: the sorted piles. The result: whether Takahashi, the
# first player, wins.
FORBIDDEN = {(1, 1), (3, 2), (4, 4), (5, 1), (5, 3), (7, 7), (8, 4)}
positions = multiset(piles=range(1, 9), size=range(1, 5))
result = "win"


def moves(piles):
    for i, a in enumerate(piles):
        if i > 0 and piles[i - 1] == a:
            continue
        for y in range(1, a + 1):
            if (a, y) not in FORBIDDEN:
                yield tuple(sorted(piles[:i] + (a - y,) + piles[i + 1:]))
