# Game on a Tree (SEERC 2019, Codeforces Gym 102392): a tree rooted at the marked vertex, every
# node white. Alice first puts a chip on any node, which turns black. Then, in turn from Bob,
# a player moves the chip from its node to a white ancestor or a white descendant of that node
# (in the rooted tree), which turns black. The player who cannot move the chip loses.
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
        for x in adjacent[w]:
            if x != parent[w]:
                parent[x] = w
                order.append(x)
    related = [set() for _ in range(n)]     # ancestors and descendants of each node
    for v in range(n):
        a = parent[v]
        while a != -1:
            related[v].add(a)
            related[a].add(v)
            a = parent[a]
    return (tuple(frozenset(r) for r in related), frozenset(), -1)   # no chip placed yet


def moves(state):
    related, black, chip = state
    targets = range(len(related)) if chip == -1 else related[chip]
    for w in targets:
        if w not in black:
            yield (related, black | {w}, w)


def canonical(state):
    return state
