# Truth for CodeChef SPACEARR (Space Arrays): a plain memoised search over the sorted sequence. A
# move increases one element by 1; a move after which no permutation p of 1 .. N has a_i <= p_i
# (for the sorted sequence: some k-th smallest exceeds k) loses at once for the player who made it,
# so it is never a winning move; the player to move wins iff some move keeps a permutation and
# leaves the other player in a lost state. A player with only losing moves (every move breaks
# the condition) loses. True when the first player wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def _ok(a):
    return all(v <= k + 1 for k, v in enumerate(a))


@lru_cache(maxsize=None)
def _wins(a):
    for i, v in enumerate(a):
        b = tuple(sorted(a[:i] + (v + 1,) + a[i + 1:]))
        if _ok(b) and not _wins(b):
            return True
    return False


def valid(position):
    return len(position) >= 1 and all(1 <= v <= len(position) for v in position)


def truth(position):
    return _wins(tuple(sorted(position)))
