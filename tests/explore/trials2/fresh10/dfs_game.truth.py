# Truth for AtCoder ARC 112 C: the tree hung from its root (the harness's mark); a state is (the
# vertices whose coin is gone, as a bit mask; the piece's vertex). A turn takes the coin under the
# piece if it is there, else moves the piece to a child with a coin (any), else to the parent, and
# at the root with nothing left the game ends. The total is fixed, so Takahashi's coins are
# (n + the minimax of the mover's coins minus the other's) / 2.
from oracle import score_search


def truth(tree):
    n, root = tree.n, tree.root
    adjacent = [[] for _ in range(n)]
    for u, v in tree.edges:
        adjacent[u].append(v)
        adjacent[v].append(u)
    parent = [-1] * n
    order = [root]
    for v in order:
        for w in adjacent[v]:
            if w != root and parent[w] == -1 and w != parent[v]:
                parent[w] = v
                order.append(w)
    children = [[w for w in adjacent[v] if w != parent[v]] for v in range(n)]

    def moves(state):
        gone, at = state
        if not gone >> at & 1:
            return [((gone | 1 << at, at), 1)]
        with_coin = [c for c in children[at] if not gone >> c & 1]
        if with_coin:
            return [((gone, c), 0) for c in with_coin]
        if at != root:
            return [((gone, parent[at]), 0)]
        return []
    difference = score_search(moves)((0, root))
    return (n + difference) // 2
