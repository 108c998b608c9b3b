# Truth for AtCoder TTPC 2024 Div. 2 N (Adjacent Game): a plain memoised win/lose search over
# (the marks of the player to move, the marks of the other player), both bit masks over the
# tree's vertices. A turn marks an unmarked vertex with a neighbour in the other player's mask;
# the player who cannot loses. Alice's first mark is free: she wins iff some vertex, once
# marked by her, leaves Bob (to move, with no mark of his own) losing. The search stops at the
# first winning turn. True when Alice wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(tree):
    return tree.n >= 1


def truth(tree):
    n = tree.n
    near = [0] * n
    for u, v in tree.edges:
        near[u] |= 1 << v
        near[v] |= 1 << u

    @lru_cache(maxsize=None)
    def mover_wins(own, other):
        taken = own | other
        for v in range(n):
            bit = 1 << v
            if taken & bit or not near[v] & other:
                continue
            if not mover_wins(other, own | bit):
                return True
        return False

    return any(not mover_wins(0, 1 << v) for v in range(n))
