# Truth for Codeforces 1990A: the array with its zeros kept, and mx.
from oracle import win_search


def _moves(state):
    values, mx = state
    return [(values[:i] + (0,) + values[i + 1:], a) for i, a in enumerate(values) if a >= mx]


_wins = win_search(_moves)


def truth(position):
    return _wins((tuple(sorted(position)), 0))
