# Truth for Codeforces 1382B: empty piles stay in the row; the first non-empty one is played.
from oracle import win_search


def _moves(piles):
    for i, a in enumerate(piles):
        if a > 0:
            return [piles[:i] + (a - t,) + piles[i + 1:] for t in range(1, a + 1)]
    return []


_wins = win_search(_moves)


def truth(position):
    return _wins(tuple(position))
