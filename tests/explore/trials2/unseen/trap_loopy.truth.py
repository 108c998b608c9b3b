# Truth for the loopy trap: retrograde analysis.
from oracle import outcome_search


def _moves(pair):
    x, y = pair
    out = [(x - 1, y)] * (x > 0) + [(x, y - 1)] * (y > 0)
    if x != y:
        big, small = max(x, y) - 1, min(x, y) + 1
        out.append((big, small) if x > y else (small, big))
    out += [(0, y)] * (x == 15) + [(x, 0)] * (y == 15)
    return out


_outcome = outcome_search(_moves)


def truth(position):
    return _outcome(tuple(position))
