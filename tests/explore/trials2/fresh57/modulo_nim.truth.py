# Truth for AtCoder ARC 134 E (Modulo Nim), the game on one board: a plain memoised search over
# the set of distinct non-zero integers written (zeros and repeats change no move: a remainder is
# a function of the integer); with none left (X = 0) the player to move wins; otherwise a move
# picks m in 1..X and takes every integer modulo m. True when Taro, the first player, wins.
from functools import lru_cache


def valid(position):
    return len(position) >= 1 and min(position) >= 1


@lru_cache(maxsize=None)
def _wins(values):
    if not values:
        return True                                 # X = 0: the player to move wins
    for m in range(1, max(values) + 1):
        after = frozenset(v % m for v in values) - {0}
        if not _wins(after):
            return True
    return False


def truth(position):
    return _wins(frozenset(position))
