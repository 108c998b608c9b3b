# Truth for CodeChef DCGAME (Devu and Churu): the paper holds the maximum of every non-empty
# contiguous subarray of A; a move discards one number allowed by the constraint (op 1: > K,
# op 2: < K, op 3: = K); who cannot move loses. The numbers a constraint forbids can never be
# discarded and change nothing, so the search runs over the allowed numbers left, kept as the
# count of each allowed value (a multiset), a move lowering one count by one: a plain memoised
# win/lose search. True when the player who moves first wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(position):
    return len(position) >= 1 and min(position) >= 1


def _allowed(v, op, k):
    if op == 1:
        return v > k
    if op == 2:
        return v < k
    return v == k


@lru_cache(maxsize=None)
def _wins(counts):
    for i, c in enumerate(counts):
        if c > 0 and not _wins(counts[:i] + (c - 1,) + counts[i + 1:]):
            return True
    return False


def truth(position, op=1, k=2):
    a = list(position)
    n = len(a)
    tally = {}
    for i in range(n):
        best = 0
        for j in range(i, n):
            best = max(best, a[j])
            if _allowed(best, op, k):
                tally[best] = tally.get(best, 0) + 1
    return _wins(tuple(sorted(tally.values())))
