# Truth for CodeChef TOWIN (Winning Strategy): a plain memoised minimax over (the numbers left, sorted;
# the stage): the first player takes one number, then the second takes two (the one left when
# only one is left), then they alternate taking one. The value: the first player's total minus
# the second's, each maximising his own total (the totals sum to the array's sum).
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(position):
    return len(position) >= 1 and all(v >= 1 for v in position)


@lru_cache(maxsize=None)
def _best(rest, stage):
    if not rest:
        return 0
    values = []
    take = 2 if stage == 1 and len(rest) >= 2 else 1
    n = len(rest)
    if take == 1:
        for i in range(n):
            values.append(rest[i] - _best(rest[:i] + rest[i + 1:], 1 if stage == 0 else 2))
    else:
        for i in range(n):
            for j in range(i + 1, n):
                values.append(rest[i] + rest[j]
                              - _best(rest[:i] + rest[i + 1:j] + rest[j + 1:], 2))
    return max(values)


def truth(position):
    return _best(tuple(sorted(position)), 0)
