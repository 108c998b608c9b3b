# Game on Tree, medium (Codeforces 1970C2): a tree, a chip on a marked vertex, which counts as
# visited; a move takes the chip to a neighbour not yet visited. Who cannot move loses.
positions = trees(n=range(2, 9), marked=True)


def start(t):
    return (t, t.marked, frozenset([t.marked]))


def moves(s):
    t, at, seen = s
    for u, v in t.edges:
        for a, b in ((u, v), (v, u)):
            if a == at and b not in seen:
                yield (t, b, seen | {b})
