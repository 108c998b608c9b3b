# Game on Tree (AtCoder AGC017 D): a tree rooted at vertex 1; a move deletes an edge and the
# part no longer connected to the root. Who cannot move loses.
positions = trees(n=range(1, 9), rooted=True)


def start(tree):
    adjacent = [[] for _ in range(tree.n)]
    for u, v in tree.edges:
        adjacent[u].append(v)
        adjacent[v].append(u)

    def shape(v, parent):           # a rooted tree as the sorted tuple of its children
        return tuple(sorted(shape(w, v) for w in adjacent[v] if w != parent))
    return shape(tree.root, -1)


def moves(node):
    for i, child in enumerate(node):
        yield node[:i] + node[i + 1:]                     # cut the edge to this child
        for smaller in moves(child):                      # or an edge inside it
            yield tuple(sorted(node[:i] + (smaller,) + node[i + 1:]))


def canonical(state):
    return state
