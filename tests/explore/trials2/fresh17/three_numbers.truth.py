# Truth for Codeforces 282D (n = 3): a memoised search over the sorted three numbers; a move
# lowers one number by any x >= 1 or all three by the same x >= 1 (never below 0); no move
# loses. True when the first player wins.
from oracle import win_search


def _moves(a):
    out = []
    for i in range(3):
        for x in range(1, a[i] + 1):
            b = list(a)
            b[i] -= x
            out.append(tuple(sorted(b)))
    for x in range(1, min(a) + 1):
        out.append(tuple(v - x for v in a))
    return out


_wins = win_search(_moves)


def valid(position):
    return len(position) == 3 and all(v >= 0 for v in position)


def truth(position):
    return _wins(tuple(sorted(position)))
