# Truth for CodeChef TUZGMBR (Puppy and Board): a plain memoised search over the chip's cell
# (r, c) on the N x M board: up 1, 2 or 3 rows or right 1 or 2 columns, staying on the board;
# the player who cannot move loses. True when Tuzik, moving first from (1, 1), wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(position):
    return len(position) == 2 and position[0] >= 1 and position[1] >= 1


def truth(position):
    n, m = position

    @lru_cache(maxsize=None)
    def wins(r, c):
        steps = [(r + k, c) for k in (1, 2, 3)] + [(r, c + k) for k in (1, 2)]
        return any(not wins(x, y) for x, y in steps if x <= n and y <= m)

    return wins(1, 1)
