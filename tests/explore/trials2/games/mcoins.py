# Coins Game (SPOJ MCOINS): a tower of n coins; a move takes 1, k or l coins (1 < k < l).
# The player who takes the last coin wins.
k = param("k", 2)
l = param("l", 5)
positions = numbers(n=range(0, 50))


def moves(position):
    (n,) = position
    for take in (1, k, l):
        if take <= n:
            yield (n - take,)
