# Truth for CodeChef CHEFYODA (Chef and Yoda), one game: a plain memoised win/lose search over
# (the squares visited, as a bitmask; the coin's square) on an N x M board, the coin starting
# on the corner (1, 1) (visited); a move goes to an unvisited square on the board, one step
# along a row or column (rules = 1) or one step diagonally (rules = 2); who cannot move loses.
# True when Chef, moving first, wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)

_STEPS = {1: ((1, 0), (-1, 0), (0, 1), (0, -1)), 2: ((1, 1), (-1, -1), (-1, 1), (1, -1))}


def valid(p):
    return len(p) == 2 and p[0] >= 2 and p[1] >= 2


@lru_cache(maxsize=None)
def _wins(n, m, rules, seen, x, y):
    for dx, dy in _STEPS[rules]:
        u, v = x + dx, y + dy
        if 0 <= u < n and 0 <= v < m:
            bit = 1 << (u * m + v)
            if not seen & bit and not _wins(n, m, rules, seen | bit, u, v):
                return True
    return False


def truth(p, rules=1):
    n, m = p
    result = _wins(n, m, rules, 1, 0, 0)
    _wins.cache_clear()
    return result
