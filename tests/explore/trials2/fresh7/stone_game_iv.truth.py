# Truth for LeetCode 1510: every removal of a perfect square searched, bottom up.
from oracle import win_search


def _moves(n):
    out = []
    root = 1
    while root * root <= n:
        out.append(n - root * root)
        root += 1
    return out


_wins = win_search(_moves)


def valid(position):
    return position[0] >= 0


def truth(position):
    for m in range(position[0]):        # bottom up: keeps the recursion shallow
        _wins(m)
    return _wins(position[0])
