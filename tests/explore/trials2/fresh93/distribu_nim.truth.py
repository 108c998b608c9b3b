# Truth for Project Euler 900 (DistribuNim II; two piles: Project Euler 899): a plain memoised
# win/lose search over the sorted piles. The player to move removes, in all, as many stones as
# the smallest pile holds, spread over the piles in any way that leaves every pile at least one
# stone; the player with no such turn loses. The turns are generated pile by pile (how many of
# the stones still to take come off the next pile); the search stops at the first turn that
# leaves the other player lost. True when the first player wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(piles):
    return len(piles) >= 2 and min(piles) >= 1


def _after(piles, i, left):
    # the piles once `left` more stones come off piles i, i+1, ... (each keeps one stone)
    if i == len(piles):
        if left == 0:
            yield piles
        return
    most = min(left, piles[i] - 1)
    for t in range(most, -1, -1):
        changed = piles[:i] + (piles[i] - t,) + piles[i + 1:]
        yield from _after(changed, i + 1, left - t)


@lru_cache(maxsize=None)
def _wins(piles):
    seen = set()
    for nxt in _after(piles, 0, piles[0]):
        key = tuple(sorted(nxt))
        if key in seen:
            continue
        seen.add(key)
        if not _wins(key):
            return True
    return False


def truth(piles):
    return _wins(tuple(sorted(piles)))
