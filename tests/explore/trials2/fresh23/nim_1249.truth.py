# Truth for Project Euler 888 (1249 Nim): a move touches one pile and leaves the others as they
# are, so the position is the sum of its piles (Sprague-Grundy); one pile of n stones is valued by
# a plain memoised search: the mex of g(n - t) for t in {1, 2, 4, 9}, t <= n, and of g(a) xor
# g(n - a) for 1 <= a <= n / 2. True when the first player wins: the xor is not 0.
_g = [0]


def _grundy(n):
    while len(_g) <= n:
        m = len(_g)
        seen = {_g[m - t] for t in (1, 2, 4, 9) if t <= m}
        seen |= {_g[a] ^ _g[m - a] for a in range(1, m // 2 + 1)}
        v = 0
        while v in seen:
            v += 1
        _g.append(v)
    return _g[n]


def valid(position):
    return len(position) >= 1 and all(v >= 1 for v in position)


def truth(position):
    total = 0
    for n in position:
        total ^= _grundy(n)
    return total != 0
