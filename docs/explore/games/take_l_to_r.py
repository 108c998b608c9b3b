# A subtraction game with a range parameter (the textbook one): a move takes between l and r
# stones from one pile of n; who cannot move (fewer than l stones left) loses.
l = param("l", 1)
r = param("r", 3)
assert l <= r, "the rules ask for l <= r"
positions = numbers(n=range(0, 25))


def moves(n):
    for take in range(l, min(r, n[0]) + 1):
        yield (n[0] - take,)
