# Truth for Codeforces Gym 100814 L (Candy Jars): a plain memoised win/lose search over the jars
# as a sorted tuple. A move keeps one jar's candies and deals them out again over all N jars,
# each getting at least one: every composition of that jar's count into N positive parts (the
# order of the jars does not matter, so each is sorted). True when Alice, moving first, wins.
import sys
from functools import lru_cache
from itertools import combinations

sys.setrecursionlimit(100000)


def valid(jars):
    return len(jars) >= 2 and min(jars) >= 1


@lru_cache(maxsize=None)
def _deals(total, n):
    # every composition of total into n positive parts (cut points among total - 1 gaps), sorted
    found = set()
    for cuts in combinations(range(1, total), n - 1):
        edges = (0,) + cuts + (total,)
        found.add(tuple(sorted(edges[i + 1] - edges[i] for i in range(n))))
    return tuple(sorted(found))


@lru_cache(maxsize=None)
def _wins(jars):
    for x in set(jars):
        for after in _deals(x, len(jars)):
            if not _wins(after):
                return True
    return False


def truth(jars):
    return _wins(tuple(sorted(jars)))
