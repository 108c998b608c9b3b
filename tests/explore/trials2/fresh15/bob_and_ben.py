# Bob and Ben (HackerRank): a forest of trees; tree i has m_i nodes (its edges are fixed by m_i
# and a constant k_i, which changes only the tree's shape). In turn, Bob first, a player removes
# one node: if the node is not a leaf (a leaf: a node with exactly one edge), its whole tree
# vanishes; if it is a leaf, the rest of its tree stays. The player with no move loses. Every
# tree offers the same moves whatever its shape: a lone node has no edge, so it is no leaf and
# removing it removes the tree; a tree of 2 nodes has two leaves and no other node; a tree of
# m >= 3 nodes has leaves (removing one leaves a tree of m - 1 nodes) and a node that is no leaf.
# A position: the trees' node counts, sorted. The result: whether Bob, the first player, wins.
positions = multiset(piles=range(1, 9), size=range(1, 4))
result = "win"


def moves(trees):
    for i, m in enumerate(trees):
        if i > 0 and trees[i - 1] == m:
            continue                  # a tree of the same size again: the same moves
        rest = trees[:i] + trees[i + 1:]
        if m == 1 or m >= 3:
            yield rest                # a node that is no leaf: the tree vanishes
        if m >= 2:
            yield tuple(sorted(rest + (m - 1,)))       # a leaf
