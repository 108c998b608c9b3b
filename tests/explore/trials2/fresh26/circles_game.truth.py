# Truth for Topcoder SRM 561 CirclesGame: a move removes circles of one tree of the forest only
# (a path from its top circle down), leaving whole subtrees of the original tree, so the game is
# the sum of its trees (Sprague-Grundy). A subtree T(u) is valued by a plain search over its
# moves: the set of xors that picking a point under circle v leaves (for every v in T(u)) is
# built from u down, and g(u) is its mex. True when Alice (first) wins: the xor of g over the
# root's children (the root is the plane) is not 0.
import sys

sys.setrecursionlimit(10000)


def truth(tree):
    adjacent = [[] for _ in range(tree.n)]
    for u, v in tree.edges:
        adjacent[u].append(v)
        adjacent[v].append(u)
    g = {}

    def options(u, parent):
        """(g(u), the xors left by every move inside T(u))."""
        kids = [w for w in adjacent[u] if w != parent]
        below = {w: options(w, u) for w in kids}
        hanging = 0
        for w in kids:
            hanging ^= below[w][0]
        left = {hanging}                          # remove u alone (the point in u, no child)
        for w in kids:
            for x in below[w][1]:                 # go on into child w
                left.add(hanging ^ below[w][0] ^ x)
        v = 0
        while v in left:
            v += 1
        g[u] = v
        return v, left
    total = 0
    for w in adjacent[tree.root]:
        total ^= options(w, tree.root)[0]
    return total != 0
