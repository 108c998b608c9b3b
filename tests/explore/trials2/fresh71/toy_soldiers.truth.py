# Truth for Codeforces 142D (Help Shrek and Donkey 2), rows of width 4: retrograde analysis
# (oracle.outcome_search) over (the soldiers of each row as tuples of (column, colour), whose
# turn). A move picks 1..k of the mover's soldiers and one action: each picked soldier steps 1 or
# more columns towards the row's enemy (attack) or away from him (retreat), either way when its
# row holds no enemy, over free columns only (the columns held before the move count as taken)
# and inside the row; two picked soldiers of one row keep their order and end apart. 'W', 'L' or
# 'D' for Shrek, who moves first.
import sys
from itertools import combinations, product

from oracle import outcome_search

sys.setrecursionlimit(100000)
WIDTH = 4


def valid(field):
    if len(field) == 0 or len(field) % WIDTH or set(field) - set("-GR"):
        return False
    return all(sum(c != "-" for c in field[i:i + WIDTH]) <= 2 for i in range(0, len(field), WIDTH))


_K = [1]


def _reach(rows, r, col, colour, attack):
    taken = {c for c, _ in rows[r]}
    enemies = [c for c, who in rows[r] if who != colour]
    if enemies:
        d = 1 if enemies[0] > col else -1
        dirs = (d,) if attack else (-d,)
    else:
        dirs = (1, -1)
    found = []
    for d in dirs:
        c = col + d
        while 0 <= c < WIDTH and c not in taken:
            found.append(c)
            c += d
    return found


def _moves(state):
    rows, colour = state
    k = _K[0]
    other = "R" if colour == "G" else "G"
    soldiers = [(r, col) for r, row in enumerate(rows) for col, who in row if who == colour]
    result = set()
    for size in range(1, min(k, len(soldiers)) + 1):
        for group in combinations(soldiers, size):
            for attack in (True, False):
                for ends in product(*[_reach(rows, r, col, colour, attack) for r, col in group]):
                    moved = dict(zip(group, ends))
                    ok = True
                    for (p, e), (q, f) in combinations(moved.items(), 2):
                        if p[0] == q[0] and (e == f or (p[1] < q[1]) != (e < f)):
                            ok = False
                    if not ok:
                        continue
                    new_rows = tuple(
                        tuple(sorted((moved.get((r, col), col), who) for col, who in row))
                        for r, row in enumerate(rows))
                    result.add((new_rows, other))
    return list(result)


_searches = {}


def truth(field, k=1):
    if k not in _searches:
        _searches[k] = outcome_search(lambda state, k=k: (_K.__setitem__(0, k), _moves(state))[1])
    rows = tuple(tuple((c, field[i + c]) for c in range(WIDTH) if field[i + c] != "-")
                 for i in range(0, len(field), WIDTH))
    return _searches[k]((rows, "G"))
