# Truth for Codeforces 725F (Family Photos): a plain memoised minimax of Alice's happiness minus
# Bonnie's over (how many photos are gone from each stack, in the input's order; whose turn;
# whether the last move was a pass). A player takes the top photo of a stack (Alice gains its a,
# Bonnie its b) or passes; two passes in a row, or no photo left, end the game. Alice maximises the
# difference, Bonnie minimises it.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(p):
    return len(p) >= 4 and len(p) % 4 == 0 and min(p) >= 0


def truth(p):
    n = len(p) // 4
    photo = [[(p[4 * i], p[4 * i + 1]), (p[4 * i + 2], p[4 * i + 3])] for i in range(n)]

    @lru_cache(maxsize=None)
    def diff(gone, alice, passed):
        if all(g == 2 for g in gone):
            return 0
        results = [0 if passed else diff(gone, not alice, True)]
        for i in range(n):
            if gone[i] < 2:
                a, b = photo[i][gone[i]]
                after = gone[:i] + (gone[i] + 1,) + gone[i + 1:]
                results.append((a if alice else -b) + diff(after, not alice, False))
        return max(results) if alice else min(results)
    return diff((0,) * n, True, False)
