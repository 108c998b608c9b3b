# Truth for Luogu P7841 (「C.E.L.U-03」100%不公平的游戏): a plain memoised win/lose search over the
# marked edges (a bit mask over the tree's edges). Every simple path of the tree, between any two
# nodes, is listed as the mask of its edges; a set of marked edges is allowed when it lies inside
# one of those masks. A turn marks one more edge keeping the set allowed; the player who cannot
# loses. The search stops at the first winning turn. True when Bob, moving first, wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(tree):
    return tree.n >= 2


def truth(tree):
    n, edges = tree.n, list(tree.edges)
    index = {}
    adjacent = [[] for _ in range(n)]
    for i, (u, v) in enumerate(edges):
        adjacent[u].append(v)
        adjacent[v].append(u)
        index[(u, v)] = index[(v, u)] = i
    paths = set()
    for source in range(n):                 # the path from source to every node, as an edge mask
        mask_to = {source: 0}
        stack = [source]
        while stack:
            x = stack.pop()
            for y in adjacent[x]:
                if y not in mask_to:
                    mask_to[y] = mask_to[x] | 1 << index[(x, y)]
                    stack.append(y)
        paths.update(mask_to.values())
    longest = [p for p in paths if not any(q != p and q & p == p for q in paths)]

    def allowed(mask):
        return any(mask & p == mask for p in longest)

    @lru_cache(maxsize=None)
    def mover_wins(mask):
        for i in range(len(edges)):
            bit = 1 << i
            if not mask & bit and allowed(mask | bit) and not mover_wins(mask | bit):
                return True
        return False

    return mover_wins(0)
