# Truth for HDU 1848: the three piles searched together (empty piles kept as 0).
from oracle import win_search


def _fibonacci(limit):
    out, a, b = [], 1, 2
    while a <= limit:
        out.append(a)
        a, b = b, a + b
    return out


def _moves(piles):
    out = []
    for i, a in enumerate(piles):
        for f in _fibonacci(a):
            out.append(tuple(sorted(piles[:i] + (a - f,) + piles[i + 1:])))
    return out


_wins = win_search(_moves)


def truth(position):
    return _wins(tuple(sorted(position)))
