# Truth for CodeChef SPLITORDEC: a move changes one pile (one stone fewer, or cut in two), so the
# position is the sum of its piles (Sprague-Grundy); a pile of x is valued by a plain search: the
# mex of g(x - 1) and of g(a) xor g(x - a) for 1 <= a < x. True when Chef (first) wins.
_g = [0]


def _grundy(x):
    while len(_g) <= x:
        m = len(_g)
        seen = {_g[m - 1]} | {_g[a] ^ _g[m - a] for a in range(1, m // 2 + 1)}
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
