# Truth for AtCoder ABC 297 G: each pile valued by a plain search (its Grundy value: the mex over
# the sizes x - t, L <= t <= min(R, x)), the piles added by the Sprague-Grundy theorem (a move
# touches one pile). True when the first player wins.
_tables = {}


def _grundy(x, L, R):
    g = _tables.setdefault((L, R), [])
    while len(g) <= x:
        m = len(g)
        seen = {g[m - t] for t in range(L, min(R, m) + 1)}
        v = 0
        while v in seen:
            v += 1
        g.append(v)
    return g[x]


def valid(position):
    return len(position) >= 1 and all(v >= 1 for v in position)


def truth(position, L=2, R=3):
    total = 0
    for x in position:
        total ^= _grundy(x, L, R)
    return total != 0
