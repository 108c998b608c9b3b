# Truth for CodeChef SIMGAM (A Simple Game): a plain memoised search over (the rows left, whose
# turn): Chef takes the first coin of a row, Ramsay the last; each maximises his own total. The
# search returns (the mover's total, the other's total) from a state, the mover choosing the
# move with the largest own total. The value: Chef's total.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def _rows(a):
    rows, row = [], []
    for v in a:
        if v == 0:
            rows.append(tuple(row))
            row = []
        else:
            row.append(v)
    rows.append(tuple(row))
    return tuple(sorted(rows))


@lru_cache(maxsize=None)
def _best(rows, chef):
    if not rows:
        return (0, 0)
    best = None
    for i, row in enumerate(rows):
        coin, rest = (row[0], row[1:]) if chef else (row[-1], row[:-1])
        left = tuple(sorted(rows[:i] + ((rest,) if rest else ()) + rows[i + 1:]))
        other, mine = _best(left, not chef)
        pair = (mine + coin, other)
        if best is None or pair[0] > best[0]:
            best = pair
    return best


def valid(position):
    a = position
    return (len(a) >= 1 and a[0] != 0 and a[-1] != 0 and all(v >= 0 for v in a)
            and all(a[i] or a[i + 1] for i in range(len(a) - 1)))


def truth(position):
    return _best(_rows(position), True)[0]
