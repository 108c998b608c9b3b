# Truth for CodeChef UNGAME (Unusual game): a plain memoised search over (the pawn's cell, the
# number k of the next move) on the strip 1..n: the k-th move takes the pawn exactly k cells left
# or right, staying on the strip; who cannot move loses. True when the first player wins from x.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(position):
    return len(position) == 2 and 1 <= position[1] <= position[0]


@lru_cache(maxsize=None)
def _wins(n, p, k):
    return any(not _wins(n, q, k + 1) for q in (p - k, p + k) if 1 <= q <= n)


def truth(position):
    n, x = position
    return _wins(n, x, 1)
