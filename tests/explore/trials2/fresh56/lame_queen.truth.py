# Truth for CodeChef LAMQUGAM (Lame Queen): a table of won and lost points filled from (1, 1)
# upwards: (x, y) is won when some move reaches a lost point, a move going to (x - a, y) or
# (x, y - a) for 1 <= a, or to (x - a, y - a) for a a positive multiple of d, coordinates staying
# >= 1. True when Code, the first player, wins.
_tables = {}


def valid(position):
    return len(position) == 2 and position[0] >= 1 and position[1] >= 1


def _table(d, size):
    key = d
    if key in _tables and len(_tables[key]) > size:
        return _tables[key]
    won = [[False] * (size + 1) for _ in range(size + 1)]
    for x in range(1, size + 1):
        for y in range(1, size + 1):
            w = any(not won[x - a][y] for a in range(1, x))
            w = w or any(not won[x][y - a] for a in range(1, y))
            w = w or any(not won[x - a][y - a] for a in range(d, min(x, y), d))
            won[x][y] = w
    _tables[key] = won
    return won


def truth(position, d=2):
    x, y = position
    return _table(d, max(x, y, 60))[x][y]
