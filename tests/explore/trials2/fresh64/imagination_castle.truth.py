# Truth for Codeforces 1866I (Imagination Castle): a plain memoised win/lose search over the
# castle's tile. The sequence is read as (N, M, X_1, Y_1, ...). From (r, c) the player to move
# wins iff some move right along the row or down along the column reaches a special tile, or
# reaches an ordinary tile from which the other player does not win; with no move, the player
# loses. True when Chaneka, moving first from (1, 1), wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(p):
    if len(p) < 2 or len(p) % 2 or min(p) < 1:
        return False
    tiles = [(p[i], p[i + 1]) for i in range(2, len(p), 2)]
    return (all(x <= p[0] and y <= p[1] and (x, y) != (1, 1) for x, y in tiles)
            and len(set(tiles)) == len(tiles))


def truth(p):
    n, m = p[0], p[1]
    special = {(p[i], p[i + 1]) for i in range(2, len(p), 2)}

    @lru_cache(maxsize=None)
    def wins(r, c):
        for r2, c2 in [(r, x) for x in range(c + 1, m + 1)] + [(y, c) for y in range(r + 1, n + 1)]:
            if (r2, c2) in special or not wins(r2, c2):
                return True
        return False
    return wins(1, 1)
