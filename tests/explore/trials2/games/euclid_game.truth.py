# Truth for UVa 10368.
from oracle import win_search


def _moves(pair):
    a, b = pair
    if a == 0 or b == 0:
        return []
    out = [(a - k * b, b) for k in range(1, a // b + 1)]
    out += [(a, b - k * a) for k in range(1, b // a + 1)]
    return out


_wins = win_search(_moves)


def valid(position):
    return min(position) >= 1


def truth(position):
    return _wins(tuple(position))
