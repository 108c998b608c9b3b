# Game On Leaves (Codeforces 1363C): a tree with a special vertex x; a move removes a leaf (a
# vertex of degree at most 1) with its edge; the player who removes x wins.
positions = trees(n=range(1, 9), marked=True)


def moves(tree):
    if tree == "taken":             # the last move removed x: the player to move has lost
        return
    for v in range(tree.n):
        if sum(v in e for e in tree.edges) <= 1:
            yield "taken" if v == tree.marked else tree.without(v)
