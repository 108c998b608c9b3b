# Truth for HDU 1847: search every power of two that fits.
from oracle import win_search


def _moves(n):
    out, take = [], 1
    while take <= n:
        out.append(n - take)
        take *= 2
    return out


_wins = win_search(_moves)


def truth(position):
    return _wins(position[0])
