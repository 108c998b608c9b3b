# CirclesGame (Topcoder SRM 561): circles on the plane, any two either disjoint or one inside the
# other. In turn, Alice first, a player picks a point inside at least one circle (not on any
# circle) and removes every circle that contains it. The player who cannot move loses. A position:
# the rooted tree of the circles by containment, the root standing for the plane itself (a circle
# hangs under the smallest circle around it, or under the root). Picking a point removes the
# circles from one circle v up to the outermost one around it: a path from v up to the root's
# child. A state: the forest left, a sorted tuple of trees, each the sorted tuple of its subtrees.
# The result: whether Alice, the first player, wins.
positions = trees(n=range(1, 10), rooted=True)
result = "win"


def start(tree):
    adjacent = [[] for _ in range(tree.n)]
    for u, v in tree.edges:
        adjacent[u].append(v)
        adjacent[v].append(u)

    def hang(v, parent):
        return tuple(sorted(hang(w, v) for w in adjacent[v] if w != parent))
    return hang(tree.root, -1)


def _removals(tree):
    """Every way to pick a point in this tree: the subtrees left when the path from its top
    circle down to some circle is removed."""
    children = list(tree)
    yield tuple(children)                       # the point lies in the top circle alone
    for i, child in enumerate(children):
        if i > 0 and children[i - 1] == child:
            continue
        others = tuple(children[:i] + children[i + 1:])
        for rest in _removals(child):
            yield others + rest


def moves(forest):
    for i, tree in enumerate(forest):
        if i > 0 and forest[i - 1] == tree:
            continue
        others = forest[:i] + forest[i + 1:]
        for rest in _removals(tree):
            yield tuple(sorted(others + rest))


def canonical(state):
    return state
