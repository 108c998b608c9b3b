# Truth for POI 2010 The Minima Game: a state is the sorted tuple of cards left; a move takes any
# non-empty set of them (by position) and scores its minimum; minimax of the mover's score minus
# the other's.
from oracle import score_search


def _moves(cards):
    n = len(cards)
    out = {}
    for mask in range(1, 1 << n):
        taken = [cards[i] for i in range(n) if mask >> i & 1]
        left = tuple(cards[i] for i in range(n) if not mask >> i & 1)
        points = min(taken)
        if out.get(left, -1) < points:
            out[left] = points
    return list(out.items())


_best = score_search(_moves)


def valid(position):
    return len(position) >= 1 and all(a >= 1 for a in position)


def truth(position):
    return _best(tuple(sorted(position)))
