# Truth for CodeChef ADAPWNS (Ada Pawns): a plain memoised search of "the player to move wins"
# over the pawns' squares (a sorted tuple, the board's length beside it): a pawn at square q
# moves to q - 1 when that square is on the board and empty, or to q - 2 when q - 1 and q - 2
# both are. The player who cannot move loses. True when Ada, the first player, wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


@lru_cache(maxsize=None)
def _wins(pawns):
    taken = set(pawns)
    for k, q in enumerate(pawns):
        for step in (1, 2):
            target = q - step
            if target < 0 or any(q - s in taken for s in range(1, step + 1)):
                continue
            after = tuple(sorted(pawns[:k] + (target,) + pawns[k + 1:]))
            if not _wins(after):
                return True
    return False


def valid(position):
    return len(position) >= 2 and set(position) <= {".", "P"}


def truth(position):
    return _wins(tuple(i for i, c in enumerate(position) if c == "P"))
