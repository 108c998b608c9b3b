# A race of two tokens on a tree: the mover's token is at a, the other player's at b. The mover
# moves its token to a neighbour no token has visited (the start vertices count as visited);
# the vertex it leaves is gone for good. Who cannot move loses.
positions = two_marks(trees(n=range(2, 8)))


def moves(g):
    keep = [u for u in range(g.n) if u != g.a]
    at = {u: i for i, u in enumerate(keep)}
    edges = tuple(sorted((at[x], at[y]) for x, y in g.edges if g.a not in (x, y)))
    for v in g.adjacency()[g.a]:
        if v != g.b:                          # the other player becomes the mover
            yield TwoMarked(g.n - 1, edges, at[g.b], at[v])
