# Truth for Project Euler 509 (Divisor Nim), one triple played: a plain memoised search
# (../oracle.py's win_search) over the sorted pile sizes: a move takes a proper divisor d < a of
# a pile of a stones from it; no such move (every pile a single stone), lost. True when the player
# to move wins.
from oracle import win_search


def _moves(piles):
    out = set()
    for i, a in enumerate(piles):
        for d in range(1, a):
            if a % d == 0:
                out.add(tuple(sorted(piles[:i] + (a - d,) + piles[i + 1:])))
    return out


_wins = win_search(_moves)


def valid(position):
    return len(position) == 3 and all(a >= 1 for a in position)


def truth(position):
    return _wins(tuple(sorted(position)))
