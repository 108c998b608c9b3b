# Truth for USACO 2009 Open Silver "Cow Digit Game": a table of wins filled from 0 up (0: the
# player to move has lost); from n a move subtracts the largest digit or the smallest non-zero
# digit of n. True when Bessie (first) wins.
_table = [False]


def _fill(n):
    while len(_table) <= n:
        m = len(_table)
        digits = [int(c) for c in str(m) if c != "0"]
        _table.append(any(not _table[m - d] for d in (max(digits), min(digits))))


def valid(position):
    return position[0] >= 1


def truth(position):
    (n,) = position
    _fill(n)
    return _table[n]
