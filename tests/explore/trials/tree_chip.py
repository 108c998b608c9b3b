# Game on Tree (Codeforces 1970C2): a tree, a chip on a marked vertex, which counts as visited; a
# move takes the chip to a neighbour not yet visited. Who cannot move loses. With --set paths=1
# the trees are paths (the easy version, 1970C1).
paths = param("paths", 0)
positions = trees(n=range(2, 10 if paths else 9), marked=True)
if paths:
    positions = positions.where(lambda t: all(sum(v in e for e in t.edges) <= 2
                                              for v in range(t.n)))


def start(t):
    return (t, t.marked, frozenset([t.marked]))


def moves(s):
    t, at, seen = s
    for u, v in t.edges:
        for a, b in ((u, v), (v, u)):
            if a == at and b not in seen:
                yield (t, b, seen | {b})
