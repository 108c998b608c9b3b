# Truth for HDU 3590 on one rooted tree: every cut searched over the set of vertices left, misere
# play as normal play with one extra step (no edge left: one move to an end state without
# moves, so the player who faces no edge wins).
from oracle import win_search

_END = -1


def truth(tree):
    n, root = tree.n, tree.root
    adjacent = [[] for _ in range(n)]
    for u, v in tree.edges:
        adjacent[u].append(v)
        adjacent[v].append(u)
    parent = [-1] * n
    order = [root]
    for w in order:
        for c in adjacent[w]:
            if c != parent[w]:
                parent[c] = w
                order.append(c)
    below = [1 << v for v in range(n)]
    for w in reversed(order):
        if parent[w] != -1:
            below[parent[w]] |= below[w]

    def moves(left):
        if left == _END:
            return []
        out = {left & ~below[v] for v in range(n) if v != root and left >> v & 1}
        return out if out else [_END]
    return win_search(moves)((1 << n) - 1)
