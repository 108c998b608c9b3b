# Divisor Game (LeetCode 1025): a number n on a chalkboard. In turn, Alice first, a player picks
# some x with 0 < x < n that divides n and replaces n by n - x. The player who cannot move loses.
positions = numbers(n=range(1, 61))


def moves(position):
    (n,) = position
    for x in range(1, n):
        if n % x == 0:
            yield (n - x,)
