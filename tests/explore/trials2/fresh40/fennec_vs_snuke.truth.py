# Truth for AtCoder ARC 078 D / ABC 067 D (Fennec VS. Snuke): a plain memoised search over (the
# black cells, the white cells as bit masks, whose turn): Fennec paints an uncoloured neighbour
# of a black cell black, Snuke an uncoloured neighbour of a white cell white; the player who
# cannot paint loses. True when Fennec (first, from the mark a) wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(position):
    return position.n >= 2 and position.a != position.b


def truth(position):
    n = position.n
    adj = [0] * n
    for u, v in position.edges:
        adj[u] |= 1 << v
        adj[v] |= 1 << u

    def frontier(mask, taken):
        out = 0
        for u in range(n):
            if mask >> u & 1:
                out |= adj[u]
        return out & ~taken

    @lru_cache(maxsize=None)
    def mover_wins(black, white, fennec):
        mine = black if fennec else white
        options = frontier(mine, black | white)
        for v in range(n):
            if options >> v & 1:
                if fennec:
                    nxt = (black | 1 << v, white, False)
                else:
                    nxt = (black, white | 1 << v, True)
                if not mover_wins(*nxt):
                    return True
        return False

    return mover_wins(1 << position.a, 1 << position.b, True)
