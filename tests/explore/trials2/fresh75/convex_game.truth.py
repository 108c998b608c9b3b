# Truth for Codeforces 1434E (A Convex Game): the Grundy value of one list, by a plain memoised
# search over (the last number picked, the last gap). A pick must come later in the list than
# the last one and, from the third pick on, make a gap strictly larger than the gap before it.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(v):
    return len(v) >= 1 and min(v) >= 1 and all(v[i] < v[i + 1] for i in range(len(v) - 1))


def _mex(values):
    m = 0
    while m in values:
        m += 1
    return m


def truth(v):
    v = tuple(v)

    @lru_cache(maxsize=None)
    def after(last_value, gap):
        # the value once last_value has been picked, gap the gap to the pick before it (None:
        # it was the first pick)
        seen = set()
        for x in v:
            if x > last_value and (gap is None or x - last_value > gap):
                seen.add(after(x, x - last_value))
        return _mex(seen)

    return _mex({after(x, None) for x in v})
