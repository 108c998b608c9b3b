# Truth for AtCoder ARC 208 A (Bitwise OR Game): a plain memoised win/lose search over the pile
# sizes (sorted, emptied piles kept as 0): lower one pile a to any b < a such that the bitwise OR
# of all the piles stays the same; who cannot move loses. True when Alice, moving first, wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(piles):
    return len(piles) >= 2 and min(piles) >= 1


@lru_cache(maxsize=None)
def _wins(piles):
    total = 0
    for a in piles:
        total |= a
    for i, a in enumerate(piles):
        if i > 0 and piles[i - 1] == a:
            continue
        others = 0
        for j, b in enumerate(piles):
            if j != i:
                others |= b
        for left in range(a):
            if others | left == total:
                if not _wins(tuple(sorted(piles[:i] + (left,) + piles[i + 1:]))):
                    return True
    return False


def truth(piles):
    return _wins(tuple(sorted(piles)))
