# Truth for Codeforces 1970C2: the visited set in full.
from oracle import win_search


def _moves(state):
    adjacent, at, visited = state
    return [(adjacent, v, visited | {v}) for v in adjacent[at] if v not in visited]


_wins = win_search(_moves)


def truth(tree):
    adjacent = [set() for _ in range(tree.n)]
    for u, v in tree.edges:
        adjacent[u].add(v)
        adjacent[v].add(u)
    frozen = tuple(frozenset(x) for x in adjacent)
    return _wins((frozen, tree.marked, frozenset([tree.marked])))
