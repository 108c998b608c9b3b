# Christmas Game (Codeforces 1498F), one present on every node: a tree rooted at the marked
# vertex, a number k. In turn, Alice first, a player chooses a node i of depth at least k that
# holds presents, takes m of them (1 <= m <= presents on i) and puts them on the k-th ancestor
# of i (the ancestor k levels up). The player who cannot move loses. (The problem gives any
# numbers of presents and asks for every root; here every node holds one present at the start
# and the root is the marked vertex.)
k = param("k", 1)
assert k >= 1, "the rules ask for k >= 1"
positions = trees(n=range(1, 9), rooted=True)


def start(tree):
    n = tree.n
    adjacent = [[] for _ in range(n)]
    for u, v in tree.edges:
        adjacent[u].append(v)
        adjacent[v].append(u)
    parent = [-1] * n
    order = [tree.root]
    for w in order:
        for c in adjacent[w]:
            if c != parent[w] and c != tree.root:
                parent[c] = w
                order.append(c)
    up = []
    for v in range(n):                    # the k-th ancestor, -1 when the depth is below k
        a = v
        for _ in range(k):
            a = parent[a] if a != -1 else -1
        up.append(a)
    return (tuple(up), (1,) * n)


def moves(state):
    up, presents = state
    for i, a in enumerate(up):
        if a == -1:
            continue
        for m in range(1, presents[i] + 1):
            nxt = list(presents)
            nxt[i] -= m
            nxt[a] += m
            yield (up, tuple(nxt))


def canonical(state):
    return state
