# Truth for Topcoder SRM 575 TheNumberGameDivTwo: a table of wins filled from 1 up; from C a move
# subtracts a divisor d of C with 1 < d < C; no move loses. True when John (first) wins.
_wins = [False, False]


def _fill(n):
    while len(_wins) <= n:
        c = len(_wins)
        _wins.append(any(not _wins[c - d] for d in range(2, c) if c % d == 0))


def valid(position):
    return position[0] >= 1


def truth(position):
    (n,) = position
    _fill(n)
    return _wins[n]
