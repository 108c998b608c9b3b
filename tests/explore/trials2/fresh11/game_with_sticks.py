# Game With Sticks (Codeforces 451A): a grid made of n horizontal and m vertical sticks; every
# horizontal stick crosses every vertical one, and each crossing is an intersection point. In
# turn, Akshat first, a player chooses an intersection point still on the grid and removes every
# stick through it (its horizontal and its vertical stick). The player who cannot choose a point
# (no intersection point is left) loses. The result: whether Akshat, the first player, wins.
positions = numbers(n=range(1, 31), m=range(1, 31))


def moves(grid):
    n, m = grid                       # the horizontal and the vertical sticks left
    # every intersection point takes one horizontal and one vertical stick away: whichever point
    # is chosen, the grid left has n - 1 horizontal and m - 1 vertical sticks
    if n >= 1 and m >= 1:
        yield (n - 1, m - 1)
