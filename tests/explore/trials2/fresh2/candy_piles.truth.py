# Truth for AtCoder AGC 002 E: misere play as normal play with one extra step (no candy left:
# one move to an end state without moves, so the player who faces no candy wins).
from oracle import win_search

_END = "end"


def _moves(piles):
    if piles == _END:
        return []
    if not piles:
        return [_END]
    largest = max(piles)
    rest = list(piles)
    rest.remove(largest)
    return [tuple(sorted(rest)), tuple(sorted(a - 1 for a in piles if a - 1 > 0))]


_wins = win_search(_moves)


def truth(position):
    return _wins(tuple(sorted(position)))
