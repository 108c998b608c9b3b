# 「EVOI-RD1」摘叶子 (Luogu P7864): a tree rooted at node 1; a leaf is a node with no child left.
# Little A and little B move in turn, little A first: the player to move plucks any non-empty set
# of the current leaves (at least one, at most all of them) off the tree; a node whose children
# are all gone becomes a leaf and may be plucked later. The player who plucks node 1 (the root)
# wins. The result: whether little A, moving first, wins (the answer 1). A position: the rooted
# tree, trees of 1..9 nodes declared here (the statement allows n <= 10^6, T <= 10). A state:
# (the parent of each node, the nodes still on the tree). The root can only be plucked when it is
# the last node, and that turn leaves an empty tree, where the next player cannot move.
positions = trees(n=range(1, 10), rooted=True)
result = "win"


def start(tree):
    n, root = tree.n, tree.root
    near = [[] for _ in range(n)]
    for u, v in tree.edges:
        near[u].append(v)
        near[v].append(u)
    parent = [-1] * n
    order, seen = [root], {root}
    for x in order:
        for y in near[x]:
            if y not in seen:
                seen.add(y)
                parent[y] = x
                order.append(y)
    return (tuple(parent), frozenset(range(n)))


def moves(state):
    parent, left = state
    with_child = {parent[v] for v in left if parent[v] >= 0}
    leaves = sorted(v for v in left if v not in with_child)
    out = []
    for pick in range(1, 1 << len(leaves)):
        plucked = {leaves[i] for i in range(len(leaves)) if pick >> i & 1}
        out.append((parent, left - plucked))
    return out
