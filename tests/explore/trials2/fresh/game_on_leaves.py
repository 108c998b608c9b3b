# Game On Leaves (Codeforces 1363C): a tree and a special vertex x (the marked one). A move
# removes a leaf (a vertex with at most one neighbour left) and its edge. Ayush moves first;
# whoever removes x wins.
positions = trees(n=range(1, 9), marked=True)


def start(tree):
    return (frozenset(range(tree.n)), tuple(tree.edges), tree.marked)


def moves(state):
    alive, edges, x = state
    if x not in alive:                       # the last move took x: the player to move lost
        return
    degree = {v: 0 for v in alive}
    for u, v in edges:
        degree[u] += 1
        degree[v] += 1
    for v in alive:
        if degree[v] <= 1:
            yield (alive - {v}, tuple(e for e in edges if v not in e), x)


def canonical(state):
    return state
