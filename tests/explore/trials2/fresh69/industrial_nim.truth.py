# Truth for Codeforces 15C (Industrial Nim): a plain memoised win/lose search of Nim over the
# dumpers, kept as a sorted tuple of (stones, how many dumpers hold that many). A move lowers one
# dumper to any smaller count (0 drops it); the player with no stone to take loses. True when the
# first player ("tolik") wins.
import sys
from collections import Counter
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(p):
    return len(p) >= 2 and len(p) % 2 == 0 and min(p) >= 1


def _key(counter):
    return tuple(sorted((k, v) for k, v in counter.items() if k > 0 and v > 0))


@lru_cache(maxsize=None)
def _wins(heaps):
    for size, _ in heaps:
        for smaller in range(size):
            c = Counter(dict(heaps))
            c[size] -= 1
            c[smaller] += 1
            if not _wins(_key(c)):
                return True
    return False


def truth(p):
    c = Counter()
    for x, m in zip(p[0::2], p[1::2]):
        for stones in range(x, x + m):
            c[stones] += 1
    return _wins(_key(c))
