# Truth for Codeforces 1436D (Bandit in a City): a plain memoised minimax over (the bandit's square,
# the citizens on the squares of his subtree). Citizens outside the bandit's subtree can never
# reach it again (all roads lead away from square 1), so they are dropped. The citizens' move sends
# every citizen on a square with outgoing roads along one of them (all ways of splitting each
# square's citizens among its roads); then the bandit picks a road; on a square with no outgoing
# road he catches the citizens there. The value is the number caught, the bandit maximising, the
# citizens minimising, the citizens moving first.
import sys
from functools import lru_cache
from itertools import product

sys.setrecursionlimit(100000)


def valid(p):
    if len(p) % 2 == 0 or len(p) < 3:
        return False
    n = (len(p) + 1) // 2
    return all(1 <= p[i - 2] < i for i in range(2, n + 1)) and min(p[n - 1:]) >= 0


def _compositions(total, parts):
    if parts == 1:
        return [(total,)]
    return [(x,) + rest for x in range(total + 1) for rest in _compositions(total - x, parts - 1)]


def truth(p):
    n = (len(p) + 1) // 2
    parent = [None] + [p[i - 2] - 1 for i in range(2, n + 1)]
    a = list(p[n - 1:])
    kids = [[] for _ in range(n)]
    for i in range(1, n):
        kids[parent[i]].append(i)

    def subtree(v):
        out = [v]
        for w in kids[v]:
            out += subtree(w)
        return sorted(out)
    below = [subtree(v) for v in range(n)]

    @lru_cache(maxsize=None)
    def caught_after_citizens(v, people):
        # the bandit at v (not a leaf), citizens to move; people: counts on below[v] in its order
        count = dict(zip(below[v], people))
        per_square = []
        for u in below[v]:
            if kids[u] and count[u]:
                per_square.append([(u, split) for split in _compositions(count[u], len(kids[u]))])
        best = None
        for pick in product(*per_square):
            after = dict(count)
            for u, split in pick:
                after[u] -= count[u]
                for w, x in zip(kids[u], split):
                    after[w] += x
            value = bandit(v, tuple(after[u] for u in below[v]))
            if best is None or value < best:
                best = value
        return best

    @lru_cache(maxsize=None)
    def bandit(v, people):
        count = dict(zip(below[v], people))
        best = None
        for w in kids[v]:
            if kids[w]:
                value = caught_after_citizens(w, tuple(count[u] for u in below[w]))
            else:
                value = count[w]
            if best is None or value > best:
                best = value
        return best

    return caught_after_citizens(0, tuple(a[u] for u in below[0]))
