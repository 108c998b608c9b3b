# Truth for Baekjoon 30154 (Red-Blue cards): a plain memoised win/lose search over the row, held
# as a tuple of booleans (True for a card showing red). A move picks a red card at index i and a
# count j >= 0 of blue cards at i+1 .. i+j (all blue); the red card becomes blue and those j
# cards red. Who cannot move loses. The search stops at the first winning move. True when
# Malvika, moving first, wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(position):
    return len(position) >= 1 and set(position) <= set("RB")


@lru_cache(maxsize=None)
def _mover_wins(row):
    n = len(row)
    for i in range(n):
        if not row[i]:
            continue
        after = list(row)
        after[i] = False
        k = i + 1
        while True:
            if not _mover_wins(tuple(after)):
                return True
            if k < n and not row[k]:
                after[k] = True            # one more blue card of the block turned red
                k += 1
            else:
                break
    return False


def truth(position):
    return _mover_wins(tuple(c == "R" for c in position))
