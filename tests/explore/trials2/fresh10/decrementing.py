# Decrementing (AtCoder AGC 010 D): integers on a blackboard whose greatest common divisor is 1.
# In turn, Takahashi first, a player chooses an integer that is at least 2 and subtracts 1 from
# it, then divides every integer on the board by the greatest common divisor of them all. The
# player who faces a board of only 1s loses. The result: whether Takahashi, the first player,
# wins.
from math import gcd


def _gcd_all(board):
    g = 0
    for x in board:
        g = gcd(g, x)
    return g


positions = multiset(piles=range(1, 9), size=range(1, 6)).where(lambda a: _gcd_all(a) == 1)


def moves(board):
    for i, x in enumerate(board):
        if x < 2 or (i > 0 and board[i - 1] == x):
            continue
        after = board[:i] + (x - 1,) + board[i + 1:]
        g = _gcd_all(after)
        yield tuple(sorted(v // g for v in after))
