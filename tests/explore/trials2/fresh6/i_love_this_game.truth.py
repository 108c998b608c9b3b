# Truth for POJ 1678: every allowed pick searched as a minimax of the picker's total minus the
# other's, over (integers left, the last pick), with a and b as given.
from oracle import score_search

_searches = {}


def _search(a, b):
    def moves(state):
        left, last = state
        out = []
        for x in set(left):
            if a <= x - last <= b:
                rest = list(left)
                rest.remove(x)
                out.append(((tuple(rest), x), x))
        return out
    return score_search(moves)


def valid(position):
    return all(x >= 1 for x in position)


def truth(position, a=1, b=2):
    if (a, b) not in _searches:
        _searches[(a, b)] = _search(a, b)
    return _searches[(a, b)]((tuple(sorted(position)), 0))
