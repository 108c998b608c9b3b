# Truth for yukicoder No.2619 (Sorted Nim): a plain memoised win/lose search over the counts in
# order. A turn lowers one count a_i to any value v with a_(i-1) <= v < a_i (a_0 = 0), so the
# counts stay sorted; the player who cannot lower any count loses. The search stops at the
# first winning turn. True when the first player wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(position):
    return len(position) >= 1 and min(position) >= 1 and list(position) == sorted(position)


@lru_cache(maxsize=None)
def _mover_wins(counts):
    for i in range(len(counts)):
        low = counts[i - 1] if i else 0
        for v in range(counts[i] - 1, low - 1, -1):
            if not _mover_wins(counts[:i] + (v,) + counts[i + 1:]):
                return True
    return False


def truth(position):
    return _mover_wins(tuple(sorted(position)))
