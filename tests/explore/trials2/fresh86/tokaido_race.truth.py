# Truth for AtCoder CODE FESTIVAL 2016 Final H (Tokaido), one row: a plain memoised search over
# single moves. best(x, y), with the left piece on x and the other on y (x < y), is the left
# piece's owner's best (his score from here on minus the other's): he moves to a square z > x,
# z != y; if z < y he moves again, worth A_z + best(z, y); if z > y the other one is now to the
# left, worth A_z - best(y, z); with no square to go to (x = N - 1, y = N) it is 0. Snuke's score
# minus Rng's is A_1 - A_2 + best(1, 2).
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(row):
    return len(row) >= 3 and min(row) >= 0


def truth(row):
    a = tuple(row)
    n = len(a)

    @lru_cache(maxsize=None)
    def best(x, y):
        values = []
        for z in range(x + 1, n):
            if z < y:
                values.append(a[z] + best(z, y))
            elif z > y:
                values.append(a[z] - best(y, z))
        return max(values) if values else 0

    for x in range(n - 1, -1, -1):        # far squares first (shallow recursion)
        for y in range(n - 1, x, -1):
            best(x, y)
    return a[0] - a[1] + best(0, 1)
