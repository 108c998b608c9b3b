# Not a Nim Problem (Codeforces 2004E): n piles of stones. In turn, Alice first, a player chooses
# a pile of x stones and removes any positive number y of its stones such that gcd(x, y) = 1.
# The player who cannot move loses. The result: whether Alice, the first player, wins.
from math import gcd

positions = multiset(piles=range(1, 11), size=range(1, 5))
result = "win"


def moves(piles):
    for i, x in enumerate(piles):
        if i > 0 and piles[i - 1] == x:
            continue                  # a pile of the same size again: the same moves
        rest = piles[:i] + piles[i + 1:]
        for y in range(1, x + 1):
            if gcd(x, y) == 1:
                yield tuple(sorted(rest + ((x - y,) if x > y else ())))
