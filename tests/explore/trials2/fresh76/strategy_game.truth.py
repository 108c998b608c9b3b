# Truth for SPOJ HS09GAME (Strategy game): a plain memoised win/lose search over the multiset of
# heaps. A turn takes exactly 2, 3 or 5 sticks from one heap; the player who cannot move loses.
# A heap of 0 or 1 sticks allows no take at all, so it is dropped from the searched state (it
# can never change again). The search stops at the first winning move. True when Julia, moving
# first, wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)

TAKES = (2, 3, 5)


def valid(heaps):
    return len(heaps) >= 1 and min(heaps) >= 0


@lru_cache(maxsize=None)
def _mover_wins(heaps):
    # heaps: sorted tuple, every heap >= 2
    for i, a in enumerate(heaps):
        if i > 0 and heaps[i - 1] == a:
            continue                                   # the same heap size, the same options
        for take in TAKES:
            if take > a:
                break
            left = a - take
            rest = heaps[:i] + heaps[i + 1:]
            after = tuple(sorted(rest + (left,))) if left >= 2 else rest
            if not _mover_wins(after):
                return True
    return False


def truth(heaps):
    return _mover_wins(tuple(sorted(a for a in heaps if a >= 2)))
