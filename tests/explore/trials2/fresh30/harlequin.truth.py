# Truth for AtCoder CADDi 2018 D (Harlequin): a plain memoised search of the counts
# (../oracle.py's win_search): a move takes one apple from each colour of a non-empty set of
# colours that still have apples; no apple left, no move (the other player ate the last one and
# won). True when the first player wins.
from oracle import win_search


def _moves(counts):
    out = set()
    k = len(counts)
    for mask in range(1, 1 << k):
        left = [c - 1 if mask >> i & 1 else c for i, c in enumerate(counts)]
        out.add(tuple(sorted(c for c in left if c > 0)))
    return out


_wins = win_search(_moves)


def valid(position):
    return len(position) >= 1 and all(c >= 1 for c in position)


def truth(position):
    return _wins(tuple(sorted(position)))
