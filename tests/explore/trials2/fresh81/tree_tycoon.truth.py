# Truth for Luogu P9133 (THUPC 2023 初赛 大富翁), every price 0: a plain memoised minimax over
# (the nodes little W bought, the nodes little H bought) as bit masks, whose turn following from
# their sizes. Buying x moves (descendants of x the other bought) - (ancestors of x the other
# bought) coins from the other player to the buyer. Little W maximises his coins at the end,
# little H maximises his own, which (the coins only change hands) minimises little W's. The
# value: little W's coins, little W moving first.
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
    up = [0] * n            # ancestors, as a mask
    down = [0] * n          # descendants, as a mask
    order, parent = [root], [-1] * n
    seen = {root}
    for x in order:
        for y in near[x]:
            if y not in seen:
                seen.add(y)
                parent[y] = x
                up[y] = up[x] | (1 << x)
                order.append(y)
    for y in range(n):
        m = up[y]
        for x in range(n):
            if m >> x & 1:
                down[x] |= 1 << y
    full = (1 << n) - 1

    @lru_cache(maxsize=None)
    def coins_w(w, h):
        free = full & ~(w | h)
        if not free:
            return 0
        w_turn = w.bit_count() == h.bit_count()
        best = None
        x = 0
        while free:
            if free & 1:
                if w_turn:
                    gain = (down[x] & h).bit_count() - (up[x] & h).bit_count()
                    v = gain + coins_w(w | 1 << x, h)
                    best = v if best is None or v > best else best
                else:
                    gain = (down[x] & w).bit_count() - (up[x] & w).bit_count()
                    v = coins_w(w, h | 1 << x) - gain
                    best = v if best is None or v < best else best
            free >>= 1
            x += 1
        return best

    return coins_w(0, 0)
