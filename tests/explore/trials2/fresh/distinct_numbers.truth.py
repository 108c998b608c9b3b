# Truth for AtCoder ARC 137 C: the largest value goes to every smaller free value.
from oracle import win_search


def _moves(values):
    if not values:
        return []
    top, rest = max(values), values - {max(values)}
    return [rest | {v} for v in range(top) if v not in rest]


_wins = win_search(_moves)


def valid(position):
    return len(set(position)) == len(position)


def truth(position):
    return _wins(frozenset(position))
