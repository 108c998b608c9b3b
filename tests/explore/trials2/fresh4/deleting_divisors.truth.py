# Truth for Codeforces 1537D: every subtraction of a divisor other than 1 and n, searched.
from oracle import win_search


def _moves(n):
    out = []
    d = 2
    while d * d <= n:
        if n % d == 0:
            out.append(n - d)
            if d * d != n and n // d != n:
                out.append(n - n // d)
        d += 1
    return out


_wins = win_search(_moves)


def valid(position):
    return position[0] >= 1


def truth(position):
    return _wins(position[0])
