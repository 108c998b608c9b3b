# Truth for AtCoder AGC 020 A (Move and Win): a retrograde analysis (../oracle.py's outcome_search)
# of (N, the mover's cell, the other's cell): a move takes the mover's token one cell left or
# right, inside 1..N and not onto the other token; no move, lost; what is never decided is a draw.
# 'W' (Alice wins), 'L' (Borys wins) or 'D'.
from oracle import outcome_search


def _moves(state):
    n, mine, theirs = state
    return [(n, theirs, c) for c in (mine - 1, mine + 1) if 1 <= c <= n and c != theirs]


_outcome = outcome_search(_moves)


def valid(position):
    n, a, b = position
    return 1 <= a < b <= n


def truth(position):
    n, a, b = position
    return _outcome((n, a, b))
