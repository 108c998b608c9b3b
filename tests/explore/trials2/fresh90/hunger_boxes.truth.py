# Truth for BZOJ 3759 (Hungergame): a plain memoised win/lose search over (the counts of the
# closed boxes, the sorted open boxes). A move opens a non-empty choice of closed boxes (chosen
# here as how many of each closed size to open) or takes one or more stones from one open box;
# the player who cannot move loses. The search stops at the first winning move. True when the
# first player wins.
import sys
from functools import lru_cache
from itertools import product

sys.setrecursionlimit(100000)


def valid(boxes):
    return len(boxes) >= 1 and min(boxes) >= 1


@lru_cache(maxsize=None)
def _mover_wins(closed, opened):
    # closed: a sorted tuple of (size, how many) pairs; opened: a sorted tuple of non-empty boxes
    for a in sorted(set(opened)):
        i = opened.index(a)
        others = opened[:i] + opened[i + 1:]
        for left in range(a):
            after = tuple(sorted(others + (left,))) if left else others
            if not _mover_wins(closed, after):
                return True
    for picks in product(*(range(k + 1) for _, k in closed)):
        if not any(picks):
            continue
        still = tuple((v, k - t) for (v, k), t in zip(closed, picks) if k - t)
        added = tuple(v for (v, _), t in zip(closed, picks) for _ in range(t))
        if not _mover_wins(still, tuple(sorted(opened + added))):
            return True
    return False


def truth(boxes):
    counts = {}
    for b in boxes:
        counts[b] = counts.get(b, 0) + 1
    return _mover_wins(tuple(sorted(counts.items())), ())
