# Stone Game (Timus 1180): a heap of N stones. In turn, the first player first, a player takes a
# power of two stones (1, 2, 4, 8, ...) from the heap, no more than there are. The player who
# takes the last stone wins (so the player facing an empty heap has lost).
positions = numbers(n=range(1, 61))


def moves(position):
    (n,) = position
    take = 1
    while take <= n:
        yield (n - take,)
        take *= 2
