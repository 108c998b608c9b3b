# Truth for AtCoder ABC 369 G (As far as possible), every edge of length 1, for one K: Aoki's
# choices are searched whole. For each set S of K distinct vertices, Takahashi's shortest
# closed walk from vertex 1 (the root) through S covers a connected set of vertices holding the
# root and S, and in a tree every such set holds the path from the root to each vertex of S;
# a walk passes each edge of the set it covers at least twice, and a walk around the union of
# those paths passes each of its edges exactly twice. So his best walk is twice the length of
# that union, and the score is the largest of these over S. (The internal function takes any
# edge lengths, for the statement's samples.)
from itertools import combinations


def valid(tree):
    return tree.n >= 3                  # K <= 3 at every K judged


def _score(n, edges, lengths, root, k):
    near = [[] for _ in range(n)]
    for (u, v), w in zip(edges, lengths):
        near[u].append((v, w))
        near[v].append((u, w))
    parent, up = [None] * n, [0] * n
    order, seen = [root], {root}
    for x in order:
        for y, w in near[x]:
            if y not in seen:
                seen.add(y)
                parent[y], up[y] = x, w
                order.append(y)
    best = 0
    for chosen in combinations(range(n), k):
        covered = set()
        for v in chosen:
            while v != root and v not in covered:
                covered.add(v)
                v = parent[v]
        best = max(best, 2 * sum(up[v] for v in covered))
    return best


def truth(tree, k=1):
    return _score(tree.n, tree.edges, [1] * len(tree.edges), tree.root, k)
