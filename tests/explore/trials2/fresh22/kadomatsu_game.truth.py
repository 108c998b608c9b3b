# Truth for yukicoder No.361 (Kadomatsu Game 2): a move cuts one bamboo and leaves the others as
# they are, so the field is the sum of its bamboos (Sprague-Grundy); one bamboo of length m, with D
# fixed, is valued by a plain search: the mex over its cuts a < b < c, a + b + c = m, c - a <= D,
# of g(a) xor g(b) xor g(c). True when kado (first) wins: g(L) != 0.
_tables = {}


def _grundy(m, D):
    g = _tables.setdefault(D, [])
    while len(g) <= m:
        x = len(g)
        seen = set()
        for a in range(1, x):
            for b in range(a + 1, x - a):
                c = x - a - b
                if c > b and c - a <= D:
                    seen.add(g[a] ^ g[b] ^ g[c])
        v = 0
        while v in seen:
            v += 1
        g.append(v)
    return g[m]


def valid(position):
    L, D = position
    return 1 <= D <= L


def truth(position):
    L, D = position
    return _grundy(L, D) != 0
