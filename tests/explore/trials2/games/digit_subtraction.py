# A Game with Numbers (SPOJ NGM): a positive number n is written down; the players take turns,
# and a move subtracts from the number one of its own decimal digits that is not 0. The player
# who makes the number 0 wins (so the player facing 0 has no move and has lost).
positions = numbers(n=range(0, 60))


def moves(position):
    (n,) = position
    for d in set(str(n)):
        if d != "0":
            yield (n - int(d),)
