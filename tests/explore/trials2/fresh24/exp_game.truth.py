# Truth for CodeChef EXPGAME: a move changes one pile, so the position is the sum of its piles
# (Sprague-Grundy); a pile of x is valued by a plain search from 0 up: the mex of g(x - a^a) over
# a^a <= x. True when the first player wins.
_TAKES = [a ** a for a in range(1, 9)]
_g = [0]


def _grundy(x):
    while len(_g) <= x:
        m = len(_g)
        seen = {_g[m - t] for t in _TAKES if t <= m}
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
