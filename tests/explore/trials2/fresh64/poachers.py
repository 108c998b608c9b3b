# Poachers (Codeforces 1585G): a forest of rooted trees; the depth of a vertex is the number of
# vertices on the path from it to its tree's root (the root has depth 1), and the rank of a tree
# is the least depth of its leaves. Alice and Bob play in turns, Alice first: the player chooses a
# tree and a cutting depth d, 1 <= d <= the tree's rank, and removes every vertex of that tree of
# depth <= d; what is left of it falls into rooted trees (each rooted at its vertex of least
# depth), which join the forest. A player who faces an empty forest loses. The answer: whether
# Alice wins.
# A position: one rooted tree (the root at the mark), 1..8 vertices declared here; the statement
# gives a forest of up to 5 * 10^5 vertices in all (a forest is the sum of its trees, and every
# state after a cut is a forest). A state: the forest as a sorted tuple of its trees, each tree
# the sorted tuple of its children's subtrees (a leaf is ()). Two cuts that leave the same forest
# are one move.
positions = trees(n=range(1, 9), rooted=True)
result = "win"


def _code(children, v):
    return tuple(sorted(_code(children, c) for c in children[v]))


def start(tree):
    n = tree.n
    adjacent = [[] for _ in range(n)]
    for u, v in tree.edges:
        adjacent[u].append(v)
        adjacent[v].append(u)
    children = [[] for _ in range(n)]
    seen = {tree.root}
    order = [tree.root]
    for w in order:
        for x in adjacent[w]:
            if x not in seen:
                seen.add(x)
                children[w].append(x)
                order.append(x)
    return (_code(children, tree.root),)


def _rank(t):
    return 1 if not t else 1 + min(_rank(c) for c in t)


def _below(t, d):
    """The trees rooted at depth d + 1 of the tree t (its root at depth 1)."""
    level = [t]
    for _ in range(d):
        level = [c for u in level for c in u]
    return level


def moves(forest):
    options = set()
    for i, t in enumerate(forest):
        if i > 0 and forest[i - 1] == t:
            continue
        rest = forest[:i] + forest[i + 1:]
        for d in range(1, _rank(t) + 1):
            options.add(tuple(sorted(rest + tuple(_below(t, d)))))
    return sorted(options)


def canonical(forest):
    return forest
