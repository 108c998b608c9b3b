# Brave Game (HDU 1846, Bachet's game): n stones; a move takes 1 to m of them. Who cannot move
# loses.
positions = numbers(n=range(0, 30), m=range(1, 8))


def moves(p):
    n, m = p
    for t in range(1, min(m, n) + 1):
        yield (n - t, m)
