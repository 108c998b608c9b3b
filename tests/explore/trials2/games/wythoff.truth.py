# Truth for POJ 1067.
from oracle import win_search


def _moves(pair):
    a, b = pair
    return ([(a - k, b) for k in range(1, a + 1)] + [(a, b - k) for k in range(1, b + 1)]
            + [(a - k, b - k) for k in range(1, min(a, b) + 1)])


_wins = win_search(_moves)


def truth(position):
    return _wins(tuple(position))
