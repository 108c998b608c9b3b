# Truth for Codeforces 451A: a state is (horizontal sticks left, vertical sticks left); choosing
# any intersection point removes one stick of each kind; no point left (a count is 0) loses.
from oracle import win_search


def _moves(state):
    h, v = state
    return [(h - 1, v - 1)] if h > 0 and v > 0 else []


_wins = win_search(_moves)


def valid(position):
    return position[0] >= 1 and position[1] >= 1


def truth(position):
    n, m = position
    for low in range(0, min(n, m) + 1):   # warm from the bottom (shallow recursion)
        _wins((n - min(n, m) + low, m - min(n, m) + low))
    return _wins((n, m))
