# Exclusively Edible (UVa 11311): an m x n grid cake whose piece at row r, column c (from 0) is
# the bad one. A move cuts the cake along one grid line and eats the part without the bad piece.
# The player left with only the bad piece (a 1 x 1 cake) cannot cut and loses.
positions = numbers(m=range(1, 7), n=range(1, 7), r=range(0, 6), c=range(0, 6)).where(
    lambda t: t[2] < t[0] and t[3] < t[1])


def moves(position):
    m, n, r, c = position
    for k in range(1, r + 1):           # cut off the k top rows
        yield (m - k, n, r - k, c)
    for k in range(1, m - r):           # cut off the k bottom rows
        yield (m - k, n, r, c)
    for k in range(1, c + 1):           # cut off the k left columns
        yield (m, n - k, r, c - k)
    for k in range(1, n - c):           # cut off the k right columns
        yield (m, n - k, r, c)
