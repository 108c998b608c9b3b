# Truth for Baekjoon 21970 (Football): a plain memoised search over (the class sizes left,
# sorted, zeros dropped; the most the mover may select, K at the start and then the count the
# previous turn selected): select 1..that many students of one class; the captain who selects
# the last student wins (who cannot move has lost). True when Little Square, moving first, wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(sizes):
    return len(sizes) >= 1 and min(sizes) >= 1


@lru_cache(maxsize=None)
def _wins(sizes, limit):
    for i, a in enumerate(sizes):
        if i > 0 and sizes[i - 1] == a:
            continue
        for x in range(1, min(a, limit) + 1):
            rest = tuple(sorted(sizes[:i] + ((a - x,) if a > x else ()) + sizes[i + 1:]))
            if not _wins(rest, x):
                return True
    return False


def truth(sizes, k=2):
    return _wins(tuple(sorted(sizes)), k)
