# Truth for Codeforces 538E (Demiurges Play Again): for every arrangement of 1..m in the leaves
# (every permutation, the leaves numbered in the order of a depth-first walk from the root), a
# plain minimax of the piece's walk from the root (the first player maximises the leaf's number,
# the second minimises it); Shambambukli's answer is the largest of these results, Mazukta's the
# smallest. mazukta = 0 gives Shambambukli's, 1 Mazukta's.
import sys
from itertools import permutations

sys.setrecursionlimit(100000)


def valid(tree):
    return tree.n >= 1


def truth(tree, mazukta=0):
    n = tree.n
    adjacent = [[] for _ in range(n)]
    for u, v in tree.edges:
        adjacent[u].append(v)
        adjacent[v].append(u)
    children = [[] for _ in range(n)]
    order = [tree.root]
    seen = {tree.root}
    for v in order:
        for w in adjacent[v]:
            if w not in seen:
                seen.add(w)
                children[v].append(w)
                order.append(w)
    leaves = [v for v in order if not children[v]]

    def walk(v, depth, number):
        if not children[v]:
            return number[v]
        results = [walk(w, depth + 1, number) for w in children[v]]
        return max(results) if depth % 2 == 0 else min(results)

    outcomes = set()
    for p in permutations(range(1, len(leaves) + 1)):
        number = dict(zip(leaves, p))
        outcomes.add(walk(tree.root, 0, number))
    return max(outcomes) if mazukta == 0 else min(outcomes)
