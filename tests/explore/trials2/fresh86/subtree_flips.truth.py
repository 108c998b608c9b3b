# Truth for AtCoder ARC 164 F (Subtree Reversi): a plain memoised minimax over the set of
# vertices that hold a stone (a bit mask; whose turn is its size's parity, Alice at even sizes).
# A vertex may take a stone once all its children hold one (a child holds a stone only once
# its own children do, so then every descendant holds one). A stone is turned over exactly when
# a stone is placed on one of its vertex's ancestors, and every ancestor is placed after it, so
# the stone on v ends turned over depth(v) times (the root has depth 0): white at the end iff
# Alice placed it and depth(v) is even, or Bob placed it and depth(v) is odd. The search takes
# the number of white stones at the end, Alice maximising and Bob minimising, and returns the
# difference from Alice's side: white minus black = 2 * white - N.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(tree):
    return tree.n >= 2


def _white_count(n, edges, root):
    near = [[] for _ in range(n)]
    for u, v in edges:
        near[u].append(v)
        near[v].append(u)
    depth, children = [0] * n, [0] * n
    order, seen = [root], {root}
    for x in order:
        for y in near[x]:
            if y not in seen:
                seen.add(y)
                depth[y] = depth[x] + 1
                children[x] |= 1 << y
                order.append(y)
    full = (1 << n) - 1

    @lru_cache(maxsize=None)
    def whites(placed):
        if placed == full:
            return 0
        alice = bin(placed).count("1") % 2 == 0
        best = None
        for v in range(n):
            bit = 1 << v
            if placed & bit or children[v] & ~placed:
                continue
            gain = 1 if (depth[v] % 2 == 0) == alice else 0
            value = gain + whites(placed | bit)
            if best is None or (value > best if alice else value < best):
                best = value
        return best

    return whites(0)


def truth(tree):
    return 2 * _white_count(tree.n, tree.edges, tree.root) - tree.n
