# Truth for SPOJ HUBULLU: a memoised search over the set of numbers still written; a move picks
# one and erases it with all its divisors still written; no number left: the mover loses. True
# when the first player wins from 1 .. N.
from oracle import win_search


def _moves(left):
    return [frozenset(y for y in left if x % y != 0) for x in left]


_wins = win_search(_moves)


def valid(position):
    return position[0] >= 1


def truth(position):
    return _wins(frozenset(range(1, position[0] + 1)))
