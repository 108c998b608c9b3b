# Truth for Luogu P10398 (『STA - R5』Remove and Decrease Game): a plain memoised win/lose search
# over the piles left, kept as (the sizes sorted, a number d taken from every one of them so far):
# a turn either adds one to d (piles that reach 0 are dropped) or drops the smallest pile. No
# pile left: the player to move has lost. The search stops at the first winning turn. True when
# Alice, moving first, wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(position):
    return len(position) >= 1 and min(position) >= 1 and len(set(position)) == len(position)


@lru_cache(maxsize=None)
def _mover_wins(sizes, d):
    # the piles are sizes[i] - d, every one of them > 0
    if not sizes:
        return False
    rest = sizes
    while rest and rest[0] - d - 1 <= 0:
        rest = rest[1:]
    if not _mover_wins(rest, d + 1):
        return True
    return not _mover_wins(sizes[1:], d)


def truth(position):
    return _mover_wins(tuple(sorted(position)), 0)
