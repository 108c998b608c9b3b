# Divisor Nim (Project Euler 509): three piles of stones. In turn, Anton first, a player takes from
# one pile a number of stones that is a proper divisor of the number of stones in that pile (a
# divisor smaller than the pile: from 24 stones 1, 2, 3, 4, 6, 8 or 12; from one stone nothing,
# since 1 is not a proper divisor of 1). The first player who cannot move loses. (The problem
# counts the winning triples (a, b, c) with 1 <= a, b, c <= n; here one triple is played.) A
# position: the three pile sizes (order does not matter). A state: the same, sorted. The result:
# whether Anton, the player to move, wins.
positions = multiset(piles=range(1, 25), size=range(3, 4))
result = "win"


def moves(piles):
    for i, a in enumerate(piles):
        if i > 0 and piles[i - 1] == a:
            continue
        for d in range(1, a):
            if a % d == 0:
                yield tuple(sorted(piles[:i] + (a - d,) + piles[i + 1:]))
