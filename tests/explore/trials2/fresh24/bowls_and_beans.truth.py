# Truth for AtCoder ARC 038 C with every C_i = min(c, i): each bean moves on its own (a move moves
# one bean and no other), so the position is the sum of its beans (Sprague-Grundy); a bean in bowl
# i is valued by a plain search over the bowls from 0 up: g(0) = 0 and g(i) = the mex of g(j) for
# i - min(c, i) <= j < i. True when the first player wins: the xor over the beans is not 0.
_tables = {}


def _grundy(i, c):
    g = _tables.setdefault(c, [0])
    while len(g) <= i:
        m = len(g)
        seen = {g[j] for j in range(m - min(c, m), m)}
        v = 0
        while v in seen:
            v += 1
        g.append(v)
    return g[i]


def valid(position):
    return len(position) >= 1 and all(v >= 0 for v in position)


def truth(position, c=2):
    total = 0
    for i, a in enumerate(position, 1):
        if a % 2:
            total ^= _grundy(i, c)
    return total != 0
