# Truth for CodeChef INTERVAL (Interval Game): a plain memoised minimax of the final score over
# (the turn, the interval selected last): in turn i (0-based) an interval of length B_i, strictly
# inside the last one from the second turn on; Chef (even i here) adds its sum and maximises,
# Chefu subtracts it and minimises; after the M turns the score is final. B is the parameters
# b1, b2, b3 up to the first 0. The answer: the final score, both playing optimally.
from functools import lru_cache


def valid(position):
    return len(position) >= 5 and min(position) >= 1


def _lengths(b1, b2, b3):
    if b2 == 0:
        return (b1,)
    if b3 == 0:
        return (b1, b2)
    return (b1, b2, b3)


def truth(position, b1=5, b2=3, b3=1):
    a = tuple(position)
    lengths = _lengths(b1, b2, b3)
    prefix = [0]
    for v in a:
        prefix.append(prefix[-1] + v)

    @lru_cache(maxsize=None)
    def best(turn, l, r):
        if turn == len(lengths):
            return 0
        length = lengths[turn]
        if turn == 0:
            starts = range(0, len(a) - length + 1)
        else:
            starts = range(l + 1, r - length + 1)          # u > l and u + length - 1 < r
        values = []
        for u in starts:
            s = prefix[u + length] - prefix[u]
            rest = best(turn + 1, u, u + length - 1)
            values.append(s + rest if turn % 2 == 0 else -s + rest)
        return max(values) if turn % 2 == 0 else min(values)

    return best(0, -1, len(a))
