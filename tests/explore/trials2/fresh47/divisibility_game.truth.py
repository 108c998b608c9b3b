# Truth for Codeforces 2203D (Divisibility Game): a plain memoised search over (the numbers left
# in b, sorted; whose turn: Alice or Bob), a fixed: Alice removes one y of b for which some x of a
# divides y, Bob one y for which some x of a does not divide y; the player who cannot move loses.
# The position is a_1 .. a_n 0 b_1 .. b_m. True when Alice, the first player, wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(position):
    p = tuple(position)
    if p.count(0) != 1 or p[0] == 0 or p[-1] == 0 or min(p) < 0:
        return False
    return max(p) <= len(p) - 1


def truth(position):
    p = tuple(position)
    i = p.index(0)
    a, b = p[:i], p[i + 1:]

    @lru_cache(maxsize=None)
    def wins(left, alice):
        for j, y in enumerate(left):
            if alice:
                can = any(y % x == 0 for x in a)
            else:
                can = any(y % x != 0 for x in a)
            if can and not wins(left[:j] + left[j + 1:], not alice):
                return True
        return False

    return wins(tuple(sorted(b)), True)
