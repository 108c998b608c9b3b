# Fennec VS. Snuke (AtCoder ARC 078 D / ABC 067 D): a board of N cells joined by N - 1 roads,
# a tree. At the start cell 1 is painted black and cell N white; the other cells are uncoloured.
# Fennec (first) and Snuke (second) alternately paint one uncoloured cell: Fennec a cell next to
# a black cell, painted black; Snuke a cell next to a white cell, painted white. A player who
# cannot paint a cell loses. A position: the tree with two marks, a = cell 1 (Fennec's black
# cell) and b = cell N (Snuke's white cell), 2 to 8 cells declared here (the statement allows N
# up to 10^5). A state: (each cell's neighbours, the black cells, the white cells, whose turn:
# 0 Fennec, 1 Snuke). The result: whether Fennec, the first player, wins.
positions = two_marks(trees(n=range(2, 9)), ordered=True)
result = "win"


def start(tree):
    adjacent = [[] for _ in range(tree.n)]
    for u, v in tree.edges:
        adjacent[u].append(v)
        adjacent[v].append(u)
    return (tuple(tuple(a) for a in adjacent), frozenset([tree.a]), frozenset([tree.b]), 0)


def moves(state):
    adjacent, black, white, turn = state
    mine = black if turn == 0 else white
    free = {v for u in mine for v in adjacent[u] if v not in black and v not in white}
    for v in sorted(free):
        if turn == 0:
            yield (adjacent, black | {v}, white, 1)
        else:
            yield (adjacent, black, white | {v}, 0)


def canonical(state):
    return state
