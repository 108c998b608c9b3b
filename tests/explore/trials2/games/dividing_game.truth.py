# Truth for AtCoder ABC368 F.
from oracle import win_search


def _moves(a):
    return [tuple(sorted(a[:i] + (d,) + a[i + 1:]))
            for i, x in enumerate(a) for d in range(1, x) if x % d == 0]


_wins = win_search(_moves)


def truth(position):
    return _wins(tuple(sorted(position)))
