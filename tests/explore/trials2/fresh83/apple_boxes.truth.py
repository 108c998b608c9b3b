# Truth for Codeforces 2107B (Apples in Boxes): a plain memoised win/lose search over the sorted
# box contents. The player to move takes one apple from a non-empty box; a take after which the
# largest box exceeds the smallest by more than k loses for the taker at once, and so does having
# no apple to take; the player to move wins iff some take keeps the spread within k and leaves
# the other player losing. The search stops at the first winning take. True when Tom, moving
# first, wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(boxes):
    # the larger positions keep a spread of at most 3, the largest k judged, so that they are
    # not mostly boxes whose first take already loses
    return len(boxes) >= 1 and min(boxes) >= 1 and max(boxes) - min(boxes) <= 3


@lru_cache(maxsize=None)
def _mover_wins(boxes, k):
    for i, a in enumerate(boxes):
        if a == 0 or (i + 1 < len(boxes) and boxes[i + 1] == a):
            continue                       # the same count again: the same take
        after = list(boxes)
        after[i] -= 1
        if max(after) - min(after) > k:
            continue                       # the taker would lose at once
        if not _mover_wins(tuple(sorted(after)), k):
            return True
    return False


def truth(boxes, k=1):
    return _mover_wins(tuple(sorted(boxes)), k)
