# Truth for Codeforces 1585G (Poachers), one tree: the trees of a forest are played
# independently, so a forest's Grundy value is the xor of its trees' (Sprague-Grundy), and a
# tree's is by definition the mex over its cuts d = 1..rank of the xor of the trees rooted at
# depth d + 1. Computed over trees written as sorted tuples of their children. True when Alice,
# moving first, wins (the value is not 0).
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(tree):
    return tree.n >= 1


def _code(children, v):
    return tuple(sorted(_code(children, c) for c in children[v]))


def _rank(t):
    return 1 if not t else 1 + min(_rank(c) for c in t)


@lru_cache(maxsize=None)
def _grundy(t):
    seen = set()
    level = [t]
    for _ in range(_rank(t)):
        level = [c for u in level for c in u]
        x = 0
        for c in level:
            x ^= _grundy(c)
        seen.add(x)
    g = 0
    while g in seen:
        g += 1
    return g


def truth(tree):
    n = tree.n
    adjacent = [[] for _ in range(n)]
    for u, v in tree.edges:
        adjacent[u].append(v)
        adjacent[v].append(u)
    children = [[] for _ in range(n)]
    seen = {tree.root}
    order = [tree.root]
    for w in order:
        for x in adjacent[w]:
            if x not in seen:
                seen.add(x)
                children[w].append(x)
                order.append(x)
    return _grundy(_code(children, tree.root)) != 0
