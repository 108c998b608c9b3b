# Truth for LibreOJ 524 (the inversion game): a plain memoised search over (the sequence with its
# numbers renamed by rank, 0 for X; whether qmqmqm is to move): a move replaces an X by a number
# in any of the gaps of the numbers written (the others renamed); no X left, qmqmqm wins iff the
# number of inversions is odd. True when qmqmqm (first) wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def _inversions(row):
    n = len(row)
    return sum(1 for i in range(n) for j in range(i + 1, n) if row[i] > row[j])


@lru_cache(maxsize=None)
def _q_wins(row, q):
    if 0 not in row:
        return _inversions(row) % 2 == 1
    m = sum(1 for v in row if v)
    results = []
    for i, v in enumerate(row):
        if v == 0:
            for gap in range(m + 1):
                nxt = [w + 1 if w > gap else w for w in row]
                nxt[i] = gap + 1
                results.append(_q_wins(tuple(nxt), not q))
    return any(results) if q else all(results)


def valid(position):
    filled = [v for v in position if v]
    return len(position) >= 1 and all(v >= 0 for v in position) and len(filled) == len(set(filled))


def truth(position):
    order = sorted(v for v in position if v)
    rank = {v: r + 1 for r, v in enumerate(order)}
    return _q_wins(tuple(rank[v] if v else 0 for v in position), True)
