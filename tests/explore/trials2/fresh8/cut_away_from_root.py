# Game on Tree (AtCoder AGC 017 D): a tree whose vertex 1 is the marked vertex (the root here).
# In turn, Alice first, a player removes one edge of the tree; of the two parts, the one that
# does not hold the root is thrown away. The player who cannot move (only the root is left)
# loses. A state is the rooted tree left, written as the sorted tuple of its children's trees
# (a leaf is ()).
positions = trees(n=range(1, 11), rooted=True)


def _encode(tree):
    adjacent = {v: [] for v in range(tree.n)}
    for u, v in tree.edges:
        adjacent[u].append(v)
        adjacent[v].append(u)

    def code(v, parent):
        return tuple(sorted(code(c, v) for c in adjacent[v] if c != parent))
    return code(tree.root, -1)


def start(tree):
    return _encode(tree)


def moves(t):
    for i, child in enumerate(t):
        if i > 0 and t[i - 1] == child:
            continue
        rest = t[:i] + t[i + 1:]
        yield rest                                 # the edge to this child removed
        for smaller in moves(child):               # an edge inside this child's subtree
            yield tuple(sorted(rest + (smaller,)))


def canonical(state):
    return state
