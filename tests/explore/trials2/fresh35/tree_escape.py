# 나무 탈출 (Tree Escape, Baekjoon Online Judge 15900): a tree of N >= 2 vertices rooted at
# vertex 1; a leaf is a vertex with no child. At the start one game piece stands on every leaf.
# In turn, Seongwon first, a player chooses any piece on the board and moves it to the parent of
# its vertex (several pieces may share a vertex); a piece that reaches the root is removed at
# once. The player who has no piece to choose loses. A position: the rooted tree (its root is
# vertex 1). A state: (the parent of each vertex, the sorted vertices holding a piece, one entry
# per piece). The result: whether Seongwon, the first player, wins ("Yes" in the problem).
positions = trees(n=range(2, 10), rooted=True)
result = "win"


def start(tree):
    n, root = tree.n, tree.root
    adj = [[] for _ in range(n)]
    for u, v in tree.edges:
        adj[u].append(v)
        adj[v].append(u)
    parent = [-1] * n
    order, seen = [root], {root}
    for x in order:
        for y in adj[x]:
            if y not in seen:
                seen.add(y)
                parent[y] = x
                order.append(y)
    children = [0] * n
    for v in range(n):
        if parent[v] >= 0:
            children[parent[v]] += 1
    leaves = tuple(sorted(v for v in range(n) if v != root and children[v] == 0))
    return (root, tuple(parent), leaves)


def moves(state):
    root, parent, pieces = state
    for i, v in enumerate(pieces):
        if i > 0 and pieces[i - 1] == v:
            continue
        rest = pieces[:i] + pieces[i + 1:]
        up = parent[v]
        yield (root, parent, rest if up == root else tuple(sorted(rest + (up,))))


def canonical(state):
    return state
