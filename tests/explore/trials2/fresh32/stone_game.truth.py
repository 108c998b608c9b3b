# Truth for USACO 2021 February Stone Game: a plain memoised search (../oracle.py's win_search)
# over (the non-empty piles, sorted; the last number removed s). A move removes a multiple s' of s
# from one pile holding at least s'; no such move, lost. Every later removal being a multiple of
# s, a state is kept as the piles divided by s (rounded down, zeros dropped) with s = 1: a pile a
# can give a multiple m * s exactly when a // s >= m, and (a - m * s) // s = a // s - m, so the
# two games are the same move for move (the check against the game file's own moves on every
# declared position compares them). True when Bessie (first) wins.
from oracle import win_search


def _moves(piles):
    out = set()
    top = max(piles) if piles else 0
    for m in range(1, top + 1):
        for i, b in enumerate(piles):
            if b < m or (i > 0 and piles[i - 1] == b):
                continue
            rest = list(piles[:i]) + [b - m] + list(piles[i + 1:])
            out.add(tuple(sorted(x // m for x in rest if x // m > 0)))
    return out


_wins = win_search(_moves)


def valid(position):
    return len(position) >= 1 and all(a >= 1 for a in position)


def truth(position):
    return _wins(tuple(sorted(position)))
