# Truth for CodeChef ONEPILE (One Pile), who wins one array: a plain memoised search over the
# piles (sorted; zeros kept). A move removes one stone from a non-empty pile; when exactly one
# pile is non-empty the game is over and the player who made the last move wins, so the player to
# move there loses. True when Utkarsh, moving first, wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(position):
    return len(position) >= 2 and all(a >= 1 for a in position)


@lru_cache(maxsize=None)
def _wins(piles):
    if sum(1 for a in piles if a > 0) == 1:
        return False
    for i, a in enumerate(piles):
        if a > 0 and (i == 0 or piles[i - 1] != a):
            after = tuple(sorted(piles[:i] + (a - 1,) + piles[i + 1:]))
            if not _wins(after):
                return True
    return False


def truth(position):
    return _wins(tuple(sorted(position)))
