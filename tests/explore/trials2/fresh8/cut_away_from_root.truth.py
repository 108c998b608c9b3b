# Truth for AtCoder AGC 017 D: parents from the root by BFS; a state is the set of vertices still
# joined to the root; removing the edge above a vertex v (other than the root) throws away v and
# everything below it. Searched over those sets.
from oracle import win_search


def truth(tree):
    n, root = tree.n, tree.root
    neighbours = {v: [] for v in range(n)}
    for u, v in tree.edges:
        neighbours[u].append(v)
        neighbours[v].append(u)
    parent = {root: None}
    order = [root]
    for v in order:
        for w in neighbours[v]:
            if w not in parent:
                parent[w] = v
                order.append(w)
    below = {v: {v} for v in range(n)}
    for v in reversed(order):
        if parent[v] is not None:
            below[parent[v]] |= below[v]

    def moves(alive):
        return [alive - below[v] for v in alive if v != root]
    return win_search(moves)(frozenset(range(n)))
