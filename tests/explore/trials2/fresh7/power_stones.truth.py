# Truth for Timus 1180: every take of 2^k stones searched, bottom up; an empty heap is lost for
# the player to move.
from oracle import win_search


def _moves(n):
    return [n - (1 << e) for e in range(n.bit_length()) if (1 << e) <= n]


_wins = win_search(_moves)


def valid(position):
    return position[0] >= 1


def truth(position):
    for m in range(position[0]):
        _wins(m)
    return _wins(position[0])
