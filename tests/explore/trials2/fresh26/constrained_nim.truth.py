# Truth for AtCoder ABC 255 G with the forbidden pairs {(1, 1), (3, 2), (4, 4), (5, 1), (5, 3),
# (7, 7), (8, 4)}: a move changes one pile, so the position is the sum of its piles
# (Sprague-Grundy); a pile of a is valued by a plain table from 0 up: the mex of g(a - y) over
# 1 <= y <= a with (a, y) not forbidden. True when Takahashi (first) wins.
FORBIDDEN = {(1, 1), (3, 2), (4, 4), (5, 1), (5, 3), (7, 7), (8, 4)}
_g = [0]


def _grundy(a):
    while len(_g) <= a:
        m = len(_g)
        seen = {_g[m - y] for y in range(1, m + 1) if (m, y) not in FORBIDDEN}
        v = 0
        while v in seen:
            v += 1
        _g.append(v)
    return _g[a]


def valid(position):
    return len(position) >= 1 and all(a >= 1 for a in position)


def truth(position):
    total = 0
    for a in position:
        total ^= _grundy(a)
    return total != 0
