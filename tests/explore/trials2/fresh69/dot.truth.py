# Truth for Codeforces 69D (Dot): a plain memoised search over (the dot, whether Anton may still
# reflect, whether Dasha may, whether Anton is to move). A move adds one of the two vectors, or
# reflects the dot in y = x (once per player); a player whose move takes the dot farther than d
# from the origin loses at once. True when Anton, who moves first, wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(p):
    if len(p) != 7:
        return False
    x, y, d, x1, y1, x2, y2 = p
    return (d >= 1 and x * x + y * y < d * d and min(x1, y1, x2, y2) >= 0
            and (x1, y1) != (0, 0) and (x2, y2) != (0, 0) and (x1, y1) != (x2, y2))


def truth(p):
    x0, y0, d, x1, y1, x2, y2 = p
    vectors = [(x1, y1), (x2, y2)]

    def outside(x, y):
        return x * x + y * y > d * d

    @lru_cache(maxsize=None)
    def anton_wins(x, y, anton_flip, dasha_flip, anton_moves):
        results = []
        for vx, vy in vectors:
            if outside(x + vx, y + vy):
                results.append(not anton_moves)      # the mover loses
            else:
                results.append(anton_wins(x + vx, y + vy, anton_flip, dasha_flip, not anton_moves))
        if anton_moves and anton_flip:
            results.append(anton_wins(y, x, False, dasha_flip, False))
        if not anton_moves and dasha_flip:
            results.append(anton_wins(y, x, anton_flip, False, True))
        return any(results) if anton_moves else all(results)

    return anton_wins(x0, y0, True, True, True)
