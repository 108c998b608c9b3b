# Truth for HDU 2516: every take up to the limit (twice the last take; not all at the first move),
# searched over (stones left, the limit capped at the stones left).
from oracle import win_search


def _moves(state):
    left, limit = state
    return [(left - t, min(2 * t, left - t)) for t in range(1, min(limit, left) + 1)]


_wins = win_search(_moves)


def valid(position):
    return position[0] >= 2


def truth(position):
    n = position[0]
    for m in range(1, n):             # bottom up: keeps the recursion shallow
        for limit in range(1, m + 1):
            _wins((m, limit))
    return _wins((n, n - 1))
