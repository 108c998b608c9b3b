# Truth for Baekjoon 6329 / POJ 1143 (Number Game): a plain memoised search over bit masks of the
# allowed numbers (bit v for number v). Choosing x rebuilds the forbidden set as the sums of
# multiples of the chosen numbers: after the choice, v >= 2 is forbidden iff it was forbidden
# before, or v = x, or v - x >= 2 is forbidden after the choice (v - x = 1 is never forbidden),
# computed for v = 2, 3, ... up to the largest allowed number. The player to move wins iff some
# choice leaves a losing position; with no number allowed he loses.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def _after(mask, x, top):
    forbidden_after = set()
    for v in range(2, top + 1):
        if not (mask >> v) & 1 or v == x or (v - x >= 2 and v - x in forbidden_after):
            forbidden_after.add(v)
    new = 0
    for v in range(2, top + 1):
        if v not in forbidden_after:
            new |= 1 << v
    return new


@lru_cache(maxsize=None)
def _wins(mask):
    top = mask.bit_length() - 1
    for x in range(2, top + 1):
        if (mask >> x) & 1 and not _wins(_after(mask, x, top)):
            return True
    return False


def valid(position):
    s = set(position)
    if len(s) != len(position) or not s or min(s) < 2:
        return False
    forbidden = [v for v in range(2, max(s) + 1) if v not in s]
    return not any(a + b in s for a in forbidden for b in forbidden)


def truth(position):
    mask = 0
    for v in position:
        mask |= 1 << v
    return _wins(mask)
