# Stone Game IV (LeetCode 1510): a heap of n stones. In turn, Alice first, a player removes a
# non-zero square number of stones (1, 4, 9, 16, ...) from the heap. The player who cannot move
# (the heap is empty) loses.
positions = numbers(n=range(0, 61))


def moves(position):
    (n,) = position
    s = 1
    while s * s <= n:
        yield (n - s * s,)
        s += 1
