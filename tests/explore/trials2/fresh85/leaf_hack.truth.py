# Truth for Baekjoon 34522 (Leaf Hack), on any rooted tree: a plain memoised minimax over the
# nodes still there (a bit mask). The player to move removes a node other than the root that has
# no child left; when that was its parent's last child left, the player takes the parent's flag.
# When only the root is left the game is over. Pink Bean (first) maximises her flags minus
# Yeti's, Yeti minimises it; the value returned is that difference (> 0 Pink Bean, 0 Draw,
# < 0 Yeti).
from functools import lru_cache


def valid(tree):
    return tree.n >= 1


def truth(tree):
    n, root = tree.n, tree.root
    near = [[] for _ in range(n)]
    for u, v in tree.edges:
        near[u].append(v)
        near[v].append(u)
    parent, children = [-1] * n, [0] * n
    order, seen = [root], {root}
    for x in order:
        for y in near[x]:
            if y not in seen:
                seen.add(y)
                parent[y] = x
                children[x] |= 1 << y
                order.append(y)

    @lru_cache(maxsize=None)
    def value(mask, pink):
        # Pink Bean's flags minus Yeti's from here on, with `pink` True when she moves
        options = []
        for v in range(n):
            if v == root or not mask >> v & 1 or children[v] & mask:
                continue
            rest = mask & ~(1 << v)
            gain = 0 if children[parent[v]] & rest else 1
            options.append((gain if pink else -gain) + value(rest, not pink))
        if not options:
            return 0
        return max(options) if pink else min(options)

    return value((1 << n) - 1, True)
