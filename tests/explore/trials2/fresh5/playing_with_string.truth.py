# Truth for Codeforces 305E: every cut of every string on the table, searched as one game over
# the sorted tuple of the strings that still have a move.
from oracle import win_search


def _cuts(p):
    return [i for i in range(1, len(p) - 1) if p[i - 1] == p[i + 1]]


def _moves(pieces):
    out = set()
    for j, p in enumerate(pieces):
        rest = pieces[:j] + pieces[j + 1:]
        for i in _cuts(p):
            parts = tuple(q for q in (p[:i], p[i + 1:]) if _cuts(q))
            out.add(tuple(sorted(rest + parts)))
    return out


_wins = win_search(_moves)


def valid(position):
    return len(position) >= 1


def truth(position):
    return _wins((position,) if _cuts(position) else ())
