# Truth for AtCoder ABC 303 G (Bags Game): a plain memoised minimax over the interval [i, j)
# of bags left: the mover takes bag i or bag j - 1, or pays A and takes min(B, len) bags from
# the two ends (any split between them), or pays C and takes min(D, len) bags likewise; the
# value is the mover's takings minus payments minus the other's, both playing best. The value
# of the whole row is X - Y (Takahashi moves first).
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(position):
    return len(position) >= 1 and all(v >= 1 for v in position)


def truth(position, a=2, b=2, c=4, d=3):
    x = tuple(position)
    prefix = [0]
    for v in x:
        prefix.append(prefix[-1] + v)

    def taken(i, j, p, q):                  # the yen of [i, j) outside [p, q)
        return (prefix[j] - prefix[i]) - (prefix[q] - prefix[p])

    @lru_cache(maxsize=None)
    def best(i, j):
        if i == j:
            return 0
        values = [x[i] - best(i + 1, j), x[j - 1] - best(i, j - 1)]
        for cost, count in ((a, b), (c, d)):
            k = min(count, j - i)
            for left in range(k + 1):
                p, q = i + left, j - (k - left)
                values.append(taken(i, j, p, q) - cost - best(p, q))
        return max(values)

    return best(0, len(x))
