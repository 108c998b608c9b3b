# Truth for AtCoder CODE THANKS FESTIVAL 2014 B G (石取りゲーム): a plain memoised search over
# (the stones left, the most the mover may take): a move takes t stones, 1 <= t <= that most and
# t <= the stones left, and the next player may take up to t + 1; taking the last stone wins, so
# a player facing an empty pile has lost. True when the first player wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


@lru_cache(maxsize=None)
def _wins(n, most):
    most = min(most, n)
    return any(not _wins(n - t, t + 1) for t in range(1, most + 1))


def valid(position):
    return position[0] >= 1


def truth(position, k=2):
    (n,) = position
    for low in range(0, n, 50):       # warm from the bottom (shallow recursion)
        for m in range(1, 40):
            _wins(low, m)
    return _wins(n, k)
