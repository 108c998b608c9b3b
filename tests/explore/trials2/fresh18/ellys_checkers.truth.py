# Truth for Topcoder SRM 534 EllysCheckers: a memoised search over the cells holding checkers (a
# bit mask, cell 0 the lowest bit); a checker steps 1 right to an empty cell or jumps 3 right over
# two checkers to an empty cell; reaching the last cell removes it. True when the first player
# wins.
from functools import lru_cache


@lru_cache(maxsize=None)
def _wins(mask, n):
    last = n - 1
    for i in range(last):
        if not mask >> i & 1:
            continue
        if not mask >> (i + 1) & 1:
            nxt = mask & ~(1 << i)
            if i + 1 < last:
                nxt |= 1 << (i + 1)
            if not _wins(nxt, n):
                return True
        if i + 3 <= last and mask >> (i + 1) & 1 and mask >> (i + 2) & 1 and not mask >> (i + 3) & 1:
            nxt = mask & ~(1 << i)
            if i + 3 < last:
                nxt |= 1 << (i + 3)
            if not _wins(nxt, n):
                return True
    return False


def valid(position):
    return len(position) >= 1 and set(position) <= set(".o")


def truth(position):
    n = len(position)
    mask = sum(1 << i for i, c in enumerate(position) if c == "o" and i < n - 1)
    return _wins(mask, n)
