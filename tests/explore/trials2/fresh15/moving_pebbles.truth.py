# Truth for SPOJ PEBBMOV: a memoised search over the sorted piles; a move picks a pile, leaves
# `keep` < its size stones in it, then moves some of them onto the other piles in any split; no
# stone left: no move (lost). The next states are listed once each.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def _spread(count, slots):
    if slots == 0:
        if count == 0:
            yield ()
        return
    for first in range(count + 1):
        for rest in _spread(count - first, slots - 1):
            yield (first,) + rest


def _next(piles):
    out = set()
    for i, p in enumerate(piles):
        if i > 0 and piles[i - 1] == p:
            continue
        others = piles[:i] + piles[i + 1:]
        for keep in range(p):
            for moved in range(keep + 1):
                for gifts in _spread(moved, len(others)):
                    after = [o + g for o, g in zip(others, gifts)]
                    if keep > moved:
                        after.append(keep - moved)
                    out.add(tuple(sorted(after)))
    return out


@lru_cache(maxsize=None)
def _wins(piles):
    return any(not _wins(nxt) for nxt in sorted(_next(piles), key=sum))


def valid(position):
    return len(position) >= 1 and all(p >= 1 for p in position)


def truth(position):
    return _wins(tuple(sorted(position)))
