# Game on Tree (Medium) (Codeforces 1970C2): a stone on the marked vertex of a tree; a move
# takes it to a neighbour not visited before. Who cannot move loses. (One round.)
positions = trees(n=range(1, 9), marked=True)


def start(tree):
    adjacent = [[] for _ in range(tree.n)]
    for u, v in tree.edges:
        adjacent[u].append(v)
        adjacent[v].append(u)
    return (tuple(tuple(x) for x in adjacent), tree.marked, -1)


def moves(state):
    adjacent, at, came_from = state
    for v in adjacent[at]:
        if v != came_from:          # in a tree the only visited neighbour is the last vertex
            yield (adjacent, v, at)


def canonical(state):
    return state
