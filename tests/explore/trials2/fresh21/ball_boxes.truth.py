# Truth for Codeforces 513A Game: a memoised search over (the first box, the second box, whose
# turn): the player to move takes 1..k1 (first) or 1..k2 (second) balls from his own box; no move
# loses. True when the first player wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(position):
    n1, n2, k1, k2 = position
    return n1 >= 1 and n2 >= 1 and k1 >= 1 and k2 >= 1


def truth(position):
    n1, n2, k1, k2 = position

    @lru_cache(maxsize=None)
    def wins(a, b, first):
        if first:
            return any(not wins(a - t, b, False) for t in range(1, min(k1, a) + 1))
        return any(not wins(a, b - t, True) for t in range(1, min(k2, b) + 1))
    for s in range(0, n1 + n2 + 1):       # warm by total size (shallow recursion)
        for a in range(max(0, s - n2), min(n1, s) + 1):
            wins(a, s - a, True)
            wins(a, s - a, False)
    return wins(n1, n2, True)
