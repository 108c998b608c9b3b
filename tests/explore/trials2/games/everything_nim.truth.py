# Truth for Codeforces 1965A.
from oracle import win_search


def _moves(piles):
    live = [a for a in piles if a > 0]
    if not live:
        return []
    return [tuple(sorted(max(a - k, 0) for a in live)) for k in range(1, min(live) + 1)]


_wins = win_search(_moves)


def truth(position):
    return _wins(tuple(sorted(position)))
