# Benchmark game (1-D): take a positive square number of stones from one pile.
positions = numbers(n=range(0, 6001))


def moves(p):
    n, = p
    k = 1
    while k * k <= n:
        yield (n - k * k,)
        k += 1
