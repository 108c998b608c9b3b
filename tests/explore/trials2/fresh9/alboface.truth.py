# Truth for CodeChef ALBOFACE: the number N; an even N may be divided by any power 2^y (y >= 1)
# dividing it, an odd N loses 1; N = 0 has no move (the player to move loses).
from oracle import win_search


def _moves(n):
    if n == 0:
        return []
    if n % 2 == 1:
        return [n - 1]
    out, p = [], 2
    while n % p == 0:
        out.append(n // p)
        p *= 2
    return out


_wins = win_search(_moves)


def valid(position):
    return position[0] >= 1


def truth(position):
    return _wins(position[0])
