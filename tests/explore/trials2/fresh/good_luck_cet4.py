# Good Luck in CET-4 Everybody! (HDU 1847): n cards on the table; a move takes a power of two
# (1, 2, 4, 8, ...) of them. Kiki moves first; the player who takes the last card wins.
positions = numbers(n=range(0, 60))


def moves(position):
    (n,) = position
    take = 1
    while take <= n:
        yield (n - take,)
        take *= 2
