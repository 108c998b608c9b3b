# Truth for AtCoder ARC 218 B (All Minus): a plain memoised search over the sorted integers left:
# with m the least, subtract any x in 1..m from all of them when m > 0, else erase one or more
# 0s; whoever empties the board wins (the player facing an empty board has lost). True when
# Alice (first) wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


@lru_cache(maxsize=None)
def _wins(board):
    if not board:
        return False
    m = board[0]
    if m > 0:
        return any(not _wins(tuple(v - x for v in board)) for x in range(1, m + 1))
    zeros = sum(1 for v in board if v == 0)
    return any(not _wins(board[k:]) for k in range(1, zeros + 1))


def valid(position):
    return len(position) >= 1 and all(v >= 0 for v in position)


def truth(position):
    return _wins(tuple(sorted(position)))
