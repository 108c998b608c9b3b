# Truth for CodeChef PSHTBRTH (Pishty and birthday), one cake: a plain memoised win/lose search
# over the burning candles as a 16-bit mask (cell 4·row + column, the rows read one after
# another from the string); a move clears a rectangle all of whose cells burn; who cannot move
# loses. True when Pishty, moving first, wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)

_RECTS = []
for r0 in range(4):
    for r1 in range(r0, 4):
        for c0 in range(4):
            for c1 in range(c0, 4):
                mask = 0
                for r in range(r0, r1 + 1):
                    for c in range(c0, c1 + 1):
                        mask |= 1 << (4 * r + c)
                _RECTS.append(mask)


def valid(s):
    return len(s) == 16 and set(s) <= {"0", "1"}


@lru_cache(maxsize=None)
def _wins(mask):
    for rect in _RECTS:
        if mask & rect == rect and not _wins(mask ^ rect):
            return True
    return False


def truth(s):
    return _wins(sum(1 << i for i, ch in enumerate(s) if ch == "1"))
