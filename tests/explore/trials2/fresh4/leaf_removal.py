# Tree Game (CodeChef TRGAME): a tree and a marked vertex x. In turn, Alice first, a player
# removes one leaf of the tree (a vertex with one neighbour left). Alice wants x to be the last
# vertex left; Bob wants it not to be. The game ends when one vertex is left or x is removed.
# The result: does Alice win?
positions = trees(n=range(2, 10), marked=True)
result = "win"


def start(tree):
    adjacent = [set() for _ in range(tree.n)]
    for u, v in tree.edges:
        adjacent[u].add(v)
        adjacent[v].add(u)
    return (tuple(frozenset(a) for a in adjacent), tree.marked, frozenset(range(tree.n)), True)


def moves(state):
    adjacent, x, left, alice = state
    if x not in left or len(left) == 1:
        return
    for v in left:
        if len(adjacent[v] & left) == 1:
            yield (adjacent, x, left - {v}, not alice)


def winner(state):
    adjacent, x, left, alice = state
    alice_wins = left == {x}
    return "mover" if alice_wins == alice else "last"


def canonical(state):
    return state
