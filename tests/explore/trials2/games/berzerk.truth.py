# Truth for Codeforces 786A (Rick first, sets {2, 3} and {1, 3}): retrograde analysis.
from oracle import outcome_search

RICK, MORTY = (2, 3), (1, 3)


def _moves(state):
    n, p, rick = state
    if p == 0:
        return []
    return [(n, (p + x) % n, not rick) for x in (RICK if rick else MORTY)]


_outcome = outcome_search(_moves)


def valid(position):
    return 1 <= position[1] < position[0]


def truth(position):
    n, p = position
    return _outcome((n, p, True))
