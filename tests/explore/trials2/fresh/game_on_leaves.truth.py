# Truth for Codeforces 1363C: the state is the set of vertices left (the tree's edges among
# them are fixed); removing x ends the game, the mover having won.
from oracle import win_search


def _moves(state):
    edges, alive, x = state
    if x not in alive:
        return []
    degree = {v: 0 for v in alive}
    for u, v in edges:
        if u in alive and v in alive:
            degree[u] += 1
            degree[v] += 1
    return [(edges, alive - {v}, x) for v in alive if degree[v] <= 1]


_wins = win_search(_moves)


def truth(tree):
    return _wins((tuple(tree.edges), frozenset(range(tree.n)), tree.marked))
