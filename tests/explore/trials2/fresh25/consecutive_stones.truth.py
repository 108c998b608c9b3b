# Truth for HDU 2999: a move takes k in {a, b} consecutive stones out of one piece of the line and
# leaves the other pieces as they are, so the line is the sum of its pieces (Sprague-Grundy); a
# piece of length L is valued by a plain search from 0 up: the mex over k in {a, b}, k <= L, and
# over the stones left on the left (0 .. L - k) of g(left) xor g(L - k - left). True when the
# first player wins: g(N) != 0.
_tables = {}


def valid(position):
    return position[0] >= 0


def truth(position, a=2, b=3):
    (n,) = position
    g = _tables.setdefault((a, b), [])
    while len(g) <= n:
        m = len(g)
        seen = {g[left] ^ g[m - k - left] for k in (a, b) if k <= m for left in range(m - k + 1)}
        v = 0
        while v in seen:
            v += 1
        g.append(v)
    return g[n] != 0
