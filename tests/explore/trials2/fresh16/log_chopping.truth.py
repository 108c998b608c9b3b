# Truth for Codeforces 1672A: each log is a game of its own (a cut leaves two logs), so a log of
# length x is valued by a plain search, g(x) = mex of g(y) xor g(x - y) over the cuts, and the
# logs are added by the Sprague-Grundy theorem; the first player wins iff the xor is non-zero.
_g = [0, 0]


def _grundy(x):
    while len(_g) <= x:
        n = len(_g)
        seen = {_g[y] ^ _g[n - y] for y in range(1, n // 2 + 1)}
        v = 0
        while v in seen:
            v += 1
        _g.append(v)
    return _g[x]


def valid(position):
    return len(position) >= 1 and all(v >= 1 for v in position)


def truth(position):
    total = 0
    for x in position:
        total ^= _grundy(x)
    return total != 0
