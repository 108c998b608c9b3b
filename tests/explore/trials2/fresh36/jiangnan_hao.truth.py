# Truth for HEOI 2014 人人尽说江南好 (BZOJ 3609): a plain memoised search (../oracle.py's
# win_search) over (the piles, sorted; m): a move merges two piles of a and b stones with
# a + b <= m; no such pair, lost. True when little Z (first) wins.
from oracle import win_search


def _moves(state):
    piles, m = state
    out = set()
    for i in range(len(piles)):
        for j in range(i + 1, len(piles)):
            if piles[i] + piles[j] <= m:
                rest = piles[:i] + piles[i + 1:j] + piles[j + 1:]
                out.add((tuple(sorted(rest + (piles[i] + piles[j],))), m))
    return out


_wins = win_search(_moves)


def valid(position):
    n, m = position
    return n >= 1 and m >= 1


def truth(position):
    n, m = position
    return _wins(((1,) * n, m))
