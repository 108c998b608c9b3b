# Truth for CodeChef ADDMULT (To add or to multiply game): a plain memoised search over (the
# sequence left, written by the parities of its numbers; whose turn). A move replaces two adjacent
# numbers by their sum or their product; with one number left Chef wins iff it is even. The parity
# of a sum and of a product depends only on the parities of the two numbers, and the winner only
# on the parity of the last number, so the game on the parities is the same game move for move
# (the check against the game file's own moves on every declared position compares them). The
# first player is Chef when p = 0 and Chefu when p = 1. True when the first player wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


@lru_cache(maxsize=None)
def _chef_wins(a, chef_to_move):
    if len(a) == 1:
        return a[0] == 0
    results = []
    for i in range(len(a) - 1):
        for merged in ((a[i] + a[i + 1]) % 2, (a[i] * a[i + 1]) % 2):
            results.append(_chef_wins(a[:i] + (merged,) + a[i + 2:], not chef_to_move))
    return any(results) if chef_to_move else all(results)


def valid(position):
    return len(position) >= 1 and all(v >= 1 for v in position)


def truth(position, p=0):
    chef = _chef_wins(tuple(v % 2 for v in position), p == 0)
    return chef if p == 0 else not chef
