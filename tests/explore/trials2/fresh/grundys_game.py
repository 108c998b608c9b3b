# Grundy's Game (CSES 2207): one heap of n coins. A move splits a heap into two non-empty heaps
# of different sizes. The first player moves first; who cannot move loses.
positions = numbers(n=range(1, 41))


def moves(position):
    (n,) = position
    for a in range(1, (n + 1) // 2):        # a < n - a
        yield [(a,), (n - a,)]               # a move to the sum of the two heaps
