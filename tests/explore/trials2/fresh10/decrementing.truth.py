# Truth for AtCoder AGC 010 D: the board as a sorted tuple; a move lowers one number >= 2 by 1 and
# divides all by their gcd; a board of only 1s has no move (the player to move loses).
from functools import reduce
from math import gcd

from oracle import win_search


def _moves(board):
    out = set()
    for i, x in enumerate(board):
        if x >= 2:
            after = list(board)
            after[i] -= 1
            g = reduce(gcd, after)
            out.add(tuple(sorted(v // g for v in after)))
    return list(out)


_wins = win_search(_moves)


def valid(position):
    return len(position) >= 1 and all(x >= 1 for x in position) and reduce(gcd, position) == 1


def truth(position):
    return _wins(tuple(sorted(position)))
