# Truth for Codeforces 1370C.
from oracle import win_search


def _moves(n):
    options = [n - 1] if n > 1 else []
    return options + [n // d for d in range(3, n + 1) if d % 2 == 1 and n % d == 0]


_wins = win_search(_moves)


def truth(position):
    return _wins(position[0])
