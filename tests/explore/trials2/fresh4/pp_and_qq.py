# PP and QQ (HDU 3590), one tree: a tree rooted at the marked vertex (a forest of rooted trees is
# the same game with their roots glued into one). In turn, a player cuts one edge and removes
# the part that is no longer connected to the root. The player who cannot move WINS.
positions = trees(n=range(1, 9), rooted=True)
result = "misere"


def start(tree):
    n = tree.n
    adjacent = [[] for _ in range(n)]
    for u, v in tree.edges:
        adjacent[u].append(v)
        adjacent[v].append(u)
    parent = [-1] * n
    order = [tree.root]
    for w in order:
        for c in adjacent[w]:
            if c != parent[w]:
                parent[c] = w
                order.append(c)
    below = [{v} for v in range(n)]          # each vertex with its descendants
    for w in reversed(order):
        if parent[w] != -1:
            below[parent[w]] |= below[w]
    return (tuple(frozenset(b) for b in below), tree.root, frozenset(range(n)))


def moves(state):
    below, root, left = state
    for v in left:
        if v != root:                         # cut the edge above v
            yield (below, root, left - below[v])


def canonical(state):
    return state
