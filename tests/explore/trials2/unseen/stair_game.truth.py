# Truth for CSES 1099.
from oracle import win_search


def _moves(p):
    for k in range(1, len(p)):
        for c in range(1, p[k] + 1):
            yield p[:k - 1] + (p[k - 1] + c, p[k] - c) + p[k + 1:]


_wins = win_search(_moves)


def truth(position):
    return _wins(tuple(position))
