# DFS Game (AtCoder ARC 112 C): a rooted tree with a coin on every vertex and a piece on the root.
# In turn, Takahashi first, a player does the first of these that applies: if the piece's vertex
# still has its coin, take the coin; else if a child of the piece's vertex still has its coin,
# move the piece to one such child (the player's choice); else if the piece is on the root, the
# game ends; else move the piece to the parent. Each player maximises the coins they get. The
# value: Takahashi's coins.
positions = trees(n=range(1, 10), rooted=True)
result = "score"
score = "own"


def start(tree):
    parent = [-1] * tree.n
    adjacent = [[] for _ in range(tree.n)]
    for u, v in tree.edges:
        adjacent[u].append(v)
        adjacent[v].append(u)
    order, seen = [tree.root], {tree.root}
    for v in order:
        for w in adjacent[v]:
            if w not in seen:
                seen.add(w)
                parent[w] = v
                order.append(w)
    children = tuple(tuple(w for w in adjacent[v] if w != parent[v]) for v in range(tree.n))
    return (tuple(parent), children, (True,) * tree.n, tree.root)   # coins still on the vertices


def moves(state):
    parent, children, coin, at = state
    if coin[at]:
        yield ((parent, children, coin[:at] + (False,) + coin[at + 1:], at), 1)
        return
    with_coin = [c for c in children[at] if coin[c]]
    if with_coin:
        for c in with_coin:
            yield ((parent, children, coin, c), 0)
    elif parent[at] >= 0:
        yield ((parent, children, coin, parent[at]), 0)


def canonical(state):
    return state
