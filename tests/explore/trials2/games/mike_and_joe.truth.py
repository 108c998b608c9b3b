# Truth for Codeforces 1695B: the piles and whose pile is next, every amount taken.
from oracle import win_search


def _moves(state):
    piles, i = state
    n = len(piles)
    return [(piles[:i] + (piles[i] - t,) + piles[i + 1:], (i + 1) % n)
            for t in range(1, piles[i] + 1)]


_wins = win_search(_moves)


def truth(position):
    return _wins((tuple(position), 0))
