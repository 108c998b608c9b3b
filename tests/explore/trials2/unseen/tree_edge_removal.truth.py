# Truth for AtCoder AGC017 D: the state is the set of edges kept (each a (parent, child) pair
# of the rooted tree); cutting one drops every edge below it.
from oracle import win_search


def truth(tree):
    adjacent = [[] for _ in range(tree.n)]
    for u, v in tree.edges:
        adjacent[u].append(v)
        adjacent[v].append(u)
    below = {}

    def walk(v, parent):
        edges = []
        for w in adjacent[v]:
            if w != parent:
                edges += [(v, w)] + walk(w, v)
        if parent >= 0:
            below[(parent, v)] = frozenset(edges)
        return edges
    all_edges = frozenset(walk(tree.root, -1))
    wins = win_search(lambda kept: [kept - {e} - below[e] for e in kept])
    return wins(all_edges)
