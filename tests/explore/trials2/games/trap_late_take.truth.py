# Truth for the late-take trap.
from oracle import win_search


def _moves(piles):
    for i, a in enumerate(piles):
        for take in (1, 2, 3, 8):
            if take <= a:
                yield tuple(sorted(piles[:i] + (a - take,) + piles[i + 1:]))


_wins = win_search(_moves)


def truth(position):
    return _wins(tuple(sorted(position)))
