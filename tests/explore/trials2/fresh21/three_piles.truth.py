# Truth for Project Euler 260 Stone Game: a memoised search over the sorted piles; a move removes
# the same N > 0 from one, two or all three piles. True when the first player wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


@lru_cache(maxsize=None)
def _wins(piles):
    for mask in range(1, 8):
        top = min(piles[i] for i in range(3) if mask >> i & 1)
        for n in range(1, top + 1):
            nxt = tuple(sorted(p - n if mask >> i & 1 else p for i, p in enumerate(piles)))
            if not _wins(nxt):
                return True
    return False


def valid(position):
    return len(position) == 3 and all(v >= 0 for v in position)


def truth(position):
    a, b, c = sorted(position)
    for s in range(0, c + 1):          # warm from small piles (shallow recursion)
        _wins((min(a, s), min(b, s), s))
    return _wins((a, b, c))
