# Truth for Codeforces 1600E: every take from either end that keeps the sequence strictly
# increasing, searched over (what is left, the last value taken).
from oracle import win_search


def _moves(state):
    a, last = state
    out = set()
    if a and a[0] > last:
        out.add((a[1:], a[0]))
    if a and a[-1] > last:
        out.add((a[:-1], a[-1]))
    return out


_wins = win_search(_moves)


def valid(position):
    return len(position) >= 1 and min(position) >= 1


def truth(position):
    return _wins((tuple(position), 0))
