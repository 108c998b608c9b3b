# Truth for AtCoder ARC 046 B: a plain memoised search over (stones left, whose turn) for each
# (A, B): the player to move takes 1 .. A (Takahashi) or 1 .. B (Aoki) stones, at most what is
# left; facing an empty pile, the player to move has lost (the other took the last stone). True
# when Takahashi, who moves first, wins.
from functools import lru_cache
import sys

sys.setrecursionlimit(100000)


def valid(position):
    n, a, b = position
    return n >= 1 and a >= 1 and b >= 1


@lru_cache(maxsize=None)
def _wins(n, turn, a, b):
    limit = a if turn == 0 else b
    return any(not _wins(n - take, 1 - turn, a, b) for take in range(1, min(limit, n) + 1))


def truth(position):
    n, a, b = position
    for m in range(n + 1):                  # warm from the bottom (shallow recursion)
        _wins(m, 0, a, b)
        _wins(m, 1, a, b)
    return _wins(n, 0, a, b)
