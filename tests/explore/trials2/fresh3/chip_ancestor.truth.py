# Truth for SEERC 2019 "Game on a Tree": Alice's placement, then every move of the chip to a
# white ancestor or descendant, searched over (black nodes, chip) with the root at the mark.
from oracle import win_search


def truth(tree):
    n = tree.n
    adjacent = [[] for _ in range(n)]
    for u, v in tree.edges:
        adjacent[u].append(v)
        adjacent[v].append(u)
    parent = [-1] * n
    order = [tree.root]
    for w in order:
        for x in adjacent[w]:
            if x != parent[w]:
                parent[x] = w
                order.append(x)
    related = [0] * n
    for v in range(n):
        a = parent[v]
        while a != -1:
            related[v] |= 1 << a
            related[a] |= 1 << v
            a = parent[a]

    def moves(state):
        black, chip = state
        if chip == -1:
            return [(1 << w, w) for w in range(n)]
        free = related[chip] & ~black
        return [(black | 1 << w, w) for w in range(n) if free >> w & 1]
    return win_search(moves)((0, -1))
