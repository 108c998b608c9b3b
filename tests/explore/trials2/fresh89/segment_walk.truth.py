# Truth for AtCoder AGC 025 C (Interval Game), Takahashi stopping at whole-number points: a
# plain memoised minimax over (Takahashi's point, the set of segments not yet named, as a bit
# mask). Aoki takes the largest over the segments left, Takahashi the smallest over the points
# of the named segment of (the walk there + the rest of the game), the last walk followed by the
# way back to 0. Returned: K (Aoki's value, Aoki naming first).
from functools import lru_cache


def valid(p):
    return len(p) >= 2 and len(p) % 2 == 0 and all(lo < hi for lo, hi in zip(p[0::2], p[1::2]))


def truth(p):
    segs = list(zip(p[0::2], p[1::2]))
    n = len(segs)

    @lru_cache(maxsize=None)
    def aoki(x, mask):
        if mask == 0:
            return abs(x)                     # the way back to 0
        best = None
        for i in range(n):
            if mask >> i & 1:
                lo, hi = segs[i]
                rest = mask & ~(1 << i)
                k = min(abs(x - y) + aoki(y, rest) for y in range(lo, hi + 1))
                best = k if best is None else max(best, k)
        return best

    return aoki(0, (1 << n) - 1)
