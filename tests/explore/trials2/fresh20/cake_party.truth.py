# Truth for Topcoder SRM 338 CakeParty: a memoised search over the sorted pieces of the cakes not
# yet eaten; a move lowers one of the largest cakes to any smaller number (a cake brought to 0 is
# gone); no cake left loses. True when Michael (first) wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


@lru_cache(maxsize=None)
def _wins(cakes):
    if not cakes:
        return False
    top, rest = cakes[-1], cakes[:-1]
    for left in range(top):
        nxt = tuple(sorted(rest + ((left,) if left else ())))
        if not _wins(nxt):
            return True
    return False


def valid(position):
    return len(position) >= 1 and all(v >= 1 for v in position)


def truth(position):
    return _wins(tuple(sorted(position)))
