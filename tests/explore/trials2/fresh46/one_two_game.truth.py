# Truth for CodeChef BINGAME (1-2 Game; who wins, not the number of winning first moves): a plain
# memoised search over (the array, sorted, whose turn): P1 subtracts 1 from an element >= 1,
# P2 subtracts 2 from an element >= 2; the player who cannot move loses. True when P1 (first)
# wins. (Checked against the statement's three samples, counted as winning first moves.)
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


@lru_cache(maxsize=None)
def _wins(array, p1_to_move):
    take = 1 if p1_to_move else 2
    for i, a in enumerate(array):
        if a >= take:
            after = tuple(sorted(array[:i] + (a - take,) + array[i + 1:]))
            if not _wins(after, not p1_to_move):
                return True
    return False


def valid(position):
    return len(position) >= 1 and all(a >= 1 for a in position)


def truth(position):
    return _wins(tuple(sorted(position)), True)
