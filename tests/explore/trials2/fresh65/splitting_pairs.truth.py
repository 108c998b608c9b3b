# Truth for Baekjoon 28155 (Splitting Pairs): a plain memoised win/lose search over the sorted pile
# sizes. A turn removes k piles (1 <= k <= floor(n / 2)) and then splits k of the other piles, each
# into two non-empty piles; who cannot make such a turn loses. The turn is searched in two stages
# here: the removal (any k piles), then the splits one pile at a time among the piles left. True
# when Alice, moving first, wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(piles):
    return len(piles) >= 2 and min(piles) >= 1


def _removals(piles, k):
    """Every multiset left after removing k of the piles (piles sorted)."""
    if k == 0:
        yield piles
        return
    seen = set()
    for i in range(len(piles)):
        rest = piles[:i] + piles[i + 1:]
        for left in _removals(rest, k - 1):
            if left not in seen:
                seen.add(left)
                yield left


def _splits(fixed, free, k):
    """Split k piles of `free` (each into two non-empty piles); `fixed` holds the halves made."""
    if k == 0:
        yield tuple(sorted(fixed + free))
        return
    for i, x in enumerate(free):
        if x < 2:
            continue
        rest = free[i + 1:]                       # choose the split piles in index order
        for a in range(1, x // 2 + 1):
            yield from _splits(fixed + free[:i] + (a, x - a), rest, k - 1)


@lru_cache(maxsize=None)
def _wins(piles):
    n = len(piles)
    for k in range(1, n // 2 + 1):
        for rest in _removals(piles, k):
            for nxt in _splits((), rest, k):
                if not _wins(nxt):
                    return True
    return False


def truth(piles):
    return _wins(tuple(sorted(piles)))
