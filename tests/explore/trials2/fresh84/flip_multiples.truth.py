# Truth for Luogu P3179 ([HAOI2015] 数组游戏): a plain memoised win/lose search over the white
# cells as a bit mask (bit i - 1 for cell i), one table per length n. A move picks a white cell x
# and k in 1..n // x and turns over the cells x, 2x, .., kx: the mask is xor-ed with the union
# of their bits. The player who cannot move (no white cell) loses. The search stops at the first
# winning move. True when 甲, moving first, wins.
import sys

sys.setrecursionlimit(100000)

_tables = {}


def valid(cells):
    return len(cells) >= 1 and set(cells) <= {"b", "w"}


def _table(n):
    if n in _tables:
        return _tables[n]
    flips = []                          # flips[x - 1] = the masks of k = 1 .. n // x
    for x in range(1, n + 1):
        masks, mask = [], 0
        for k in range(1, n // x + 1):
            mask ^= 1 << (k * x - 1)
            masks.append(mask)
        flips.append(masks)
    known = {}

    def wins(mask):
        if mask in known:
            return known[mask]
        result = False
        m = mask
        while m and not result:
            low = m & -m
            m ^= low
            for f in flips[low.bit_length() - 1]:
                if not wins(mask ^ f):
                    result = True
                    break
        known[mask] = result
        return result

    _tables[n] = wins
    return wins


def truth(cells):
    mask = 0
    for i, c in enumerate(cells):
        if c == "w":
            mask |= 1 << i
    return _table(len(cells))(mask)
