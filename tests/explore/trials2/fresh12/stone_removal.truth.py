# Truth for LeetCode 3360: a state is (the stones left, the number the mover must remove); the
# only move removes that many when there are enough (and it is at least 1); no move loses.
from oracle import win_search

_wins = win_search(lambda s: [(s[0] - s[1], s[1] - 1)] if 1 <= s[1] <= s[0] else [])


def valid(position):
    return position[0] >= 1


def truth(position):
    (n,) = position
    return _wins((n, 10))
