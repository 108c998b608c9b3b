# 100%不公平的游戏 (Luogu P7841, 「C.E.L.U-03」): a tree. Bob and Al move in turn, Bob first: the
# player to move marks an edge of the tree not marked yet, so that after every turn some simple
# path of the tree passes through every marked edge (the path may also pass through unmarked
# edges). The player who cannot move loses. The result: whether Bob, moving first, wins (the
# answer "Play now"; else "Restart"). A position: the tree, trees of 2..10 nodes declared here
# (the statement allows n <= 5*10^5, the sum of n <= 1.5*10^6). A state: (the tree's edges, the
# marked edges).
positions = trees(n=range(2, 11))
result = "win"


def start(tree):
    return (tuple(tree.edges), frozenset())


def _on_one_path(edges, marked):
    # the marked edges lie on one simple path iff, in the forest they form, no node has three
    # marked edges and the smallest subtree holding them has no node of degree three or more
    if len(marked) <= 1:
        return True
    adjacent = {}
    for u, v in edges:
        adjacent.setdefault(u, []).append(v)
        adjacent.setdefault(v, []).append(u)
    ends = {x for e in marked for x in e}
    # the smallest subtree holding every end: cut leaves that are not ends, again and again
    alive = set(adjacent)
    degree = {x: len(adjacent[x]) for x in adjacent}
    stack = [x for x in alive if degree[x] <= 1 and x not in ends]
    while stack:
        x = stack.pop()
        if x not in alive:
            continue
        alive.discard(x)
        for y in adjacent[x]:
            if y in alive:
                degree[y] -= 1
                if degree[y] <= 1 and y not in ends:
                    stack.append(y)
    return all(sum(1 for y in adjacent[x] if y in alive) <= 2 for x in alive)


def moves(state):
    edges, marked = state
    out = []
    for e in edges:
        if e not in marked:
            after = marked | {e}
            if _on_one_path(edges, after):
                out.append((edges, after))
    return out


def canonical(state):
    return state
