# Truth for Codeforces 1498F with one present on each node: depths from the root by BFS, the
# k-th ancestor by walking up; every move of m presents from a node of depth >= k to its k-th
# ancestor searched over the vector of present counts.
from oracle import win_search


def truth(tree, k=1):
    n, root = tree.n, tree.root
    neighbours = {v: [] for v in range(n)}
    for u, v in tree.edges:
        neighbours[u].append(v)
        neighbours[v].append(u)
    depth = {root: 0}
    parent = {root: None}
    queue = [root]
    for v in queue:
        for w in neighbours[v]:
            if w not in depth:
                depth[w] = depth[v] + 1
                parent[w] = v
                queue.append(w)
    target = {}
    for v in range(n):
        if depth[v] >= k:
            a = v
            for _ in range(k):
                a = parent[a]
            target[v] = a

    def moves(counts):
        out = []
        for v, a in target.items():
            for m in range(1, counts[v] + 1):
                row = list(counts)
                row[v] -= m
                row[a] += m
                out.append(tuple(row))
        return out
    return win_search(moves)(tuple([1] * n))
