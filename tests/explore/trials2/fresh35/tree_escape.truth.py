# Truth for Baekjoon 15900 (나무 탈출): a plain memoised search over the multiset of vertices
# holding a piece (sorted): a move lifts one piece to its parent, removing it at the root; the
# player with no piece to move loses. The tree is rooted at the harness's marked vertex. True when
# the first player wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(position):
    return position.n >= 2


def truth(position):
    n, root = position.n, position.root
    adj = [[] for _ in range(n)]
    for u, v in position.edges:
        adj[u].append(v)
        adj[v].append(u)
    parent = [-1] * n
    order, seen = [root], {root}
    for x in order:
        for y in adj[x]:
            if y not in seen:
                seen.add(y)
                parent[y] = x
                order.append(y)
    has_child = {parent[v] for v in range(n) if parent[v] >= 0}
    leaves = tuple(sorted(v for v in range(n) if v != root and v not in has_child))

    @lru_cache(maxsize=None)
    def wins(pieces):
        for i, v in enumerate(pieces):
            if i > 0 and pieces[i - 1] == v:
                continue
            rest = pieces[:i] + pieces[i + 1:]
            up = parent[v]
            nxt = rest if up == root else tuple(sorted(rest + (up,)))
            if not wins(nxt):
                return True
        return False

    return wins(leaves)
