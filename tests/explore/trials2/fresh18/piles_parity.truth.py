# Truth for CodeChef PILESPARITY. A search of the whole row is too slow at the harness's sizes;
# each pile is a game of its own (a move touches one pile), so each pile is valued by a plain
# search (g = mex over its moves: odd-numbered piles lose an odd number of stones, even-numbered
# ones an even number) and the piles are added by the Sprague-Grundy theorem. The first check of
# README.md compares this with a search of the game file's own moves on every declared position.
# True when Chef (first) wins.
_tables = {1: [0], 0: [0]}                      # index parity -> g(0), g(1), ...


def _grundy(parity, a):
    g = _tables[parity]
    while len(g) <= a:
        n = len(g)
        seen = {g[n - x] for x in range(1, n + 1) if x % 2 == parity}
        v = 0
        while v in seen:
            v += 1
        g.append(v)
    return g[a]


def valid(position):
    return len(position) >= 1 and all(v >= 1 for v in position)


def truth(position):
    total = 0
    for i, a in enumerate(position):
        total ^= _grundy((i + 1) % 2, a)
    return total != 0
