# Truth for Topcoder SRM 493 StonesGame: a state is the white stone's place p (n, k and l fixed);
# a move reverses a block a .. a + k - 1 with a <= p <= a + k - 1 inside 1..n, sending p to
# 2a + k - 1 - p; the player to move at p == l has lost (the other one just got there).
# Retrograde analysis of every place (../oracle.py's outcome_search): 'W', 'L' or 'D' for Romeo.
from oracle import outcome_search

_solvers = {}


def valid(position):
    n, m, k, l = position
    return n >= 2 and 1 <= m <= n and 1 <= k <= n and 1 <= l <= n and m != l


def truth(position):
    n, m, k, l = position
    if (n, k, l) not in _solvers:
        def moves(p):
            if p == l:
                return []
            return [2 * a + k - 1 - p for a in range(max(1, p - k + 1), min(p, n - k + 1) + 1)]
        _solvers[(n, k, l)] = outcome_search(moves)
    return _solvers[(n, k, l)](m)
