# Truth for LeetCode 1025: every subtraction of a proper divisor (1 included), searched.
from oracle import win_search


def _moves(n):
    return [n - x for x in range(1, n) if n % x == 0]


_wins = win_search(_moves)


def valid(position):
    return position[0] >= 1


def truth(position):
    for m in range(1, position[0]):     # bottom up: keeps the recursion shallow
        _wins(m)
    return _wins(position[0])
