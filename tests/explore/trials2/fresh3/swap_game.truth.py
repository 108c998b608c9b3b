# Truth for Codeforces 1747C: every swap searched; the elements after the first are
# interchangeable, so the state keeps them sorted.
from oracle import win_search


def _moves(state):
    first, rest = state
    if first == 0:
        return []
    out = set()
    for i in range(len(rest)):
        others = rest[:i] + rest[i + 1:] + (first - 1,)
        out.add((rest[i], tuple(sorted(others))))
    return out


_wins = win_search(_moves)


def valid(position):
    return len(position) >= 2


def truth(position):
    return _wins((position[0], tuple(sorted(position[1:]))))
