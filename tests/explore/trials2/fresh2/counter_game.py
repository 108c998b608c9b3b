# Counter game (HackerRank): a counter set to n. On a turn, if n is a power of 2 the player
# halves it, else the player subtracts the largest power of 2 below n. Whoever brings the counter
# to 1 wins; Louise moves first (at n = 1 she has no move and loses).
positions = numbers(n=range(1, 257))


def moves(position):
    (n,) = position
    if n == 1:
        return
    if n & (n - 1) == 0:
        yield (n // 2,)
    else:
        p = 1
        while p * 2 < n:
            p *= 2
        yield (n - p,)
