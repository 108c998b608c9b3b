# Truth for Luogu P7864 (「EVOI-RD1」摘叶子): a plain memoised win/lose search over the nodes left
# (a bit mask). The leaves of a mask are its nodes none of whose children is in it; a turn takes
# away any non-empty subset of them. Taking the root (possible only when it is alone) wins at
# once: the empty mask is a loss for the player to move. The search stops at the first winning
# turn. True when little A, moving first, wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(tree):
    return tree.n >= 1


def truth(tree):
    n, root = tree.n, tree.root
    near = [[] for _ in range(n)]
    for u, v in tree.edges:
        near[u].append(v)
        near[v].append(u)
    kids = [0] * n
    stack, seen = [root], {root}
    while stack:
        x = stack.pop()
        for y in near[x]:
            if y not in seen:
                seen.add(y)
                kids[x] |= 1 << y
                stack.append(y)

    @lru_cache(maxsize=None)
    def mover_wins(mask):
        if mask == 0:
            return False
        leaves = 0
        for v in range(n):
            if mask >> v & 1 and kids[v] & mask == 0:
                leaves |= 1 << v
        sub = leaves
        while sub:
            if not mover_wins(mask & ~sub):
                return True
            sub = (sub - 1) & leaves
        return False

    return mover_wins((1 << n) - 1)
