# Truth for Codeforces 705B Spider Man: a move splits one cycle and leaves the others alone, so
# the game is the sum of its cycles (Sprague-Grundy); each cycle of x vertices is valued by a plain
# search (the mex over p of the values of the two cycles p and x - p, added by xor). True when
# Peter (first) wins.
_g = [0, 0]


def _grundy(x):
    while len(_g) <= x:
        m = len(_g)
        seen = {_g[p] ^ _g[m - p] for p in range(1, m)}
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
