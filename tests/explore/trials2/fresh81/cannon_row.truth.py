# Truth for Luogu P7387 (「EZEC-6」象棋): a plain memoised minimax over (the cannons left in order,
# red to move or not, whether the last turn was a pass). A capture by a cannon of the mover at
# index i of a cannon of the other colour at i - 2 or i + 2 deletes index i and gives index i +- 2
# the mover's colour; a pass is always allowed, and a pass after a pass ends the game. The end is
# scored +1, 0, -1 as red has more, as many, fewer cannons than black; red maximises, black
# minimises. Answers 'W', 'D', 'L' for +1, 0, -1 (WIN, TIE, LOSE).
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(row):
    return len(row) >= 1 and set(row) <= {"0", "1"}


@lru_cache(maxsize=None)
def _score(row, red, passed):
    me, other = ("1", "0") if red else ("0", "1")
    if passed:
        d = row.count("1") - row.count("0")
        results = [(d > 0) - (d < 0)]                 # pass again: the game ends
    else:
        results = [_score(row, not red, True)]        # pass
    n = len(row)
    for i in range(n):
        if row[i] != me:
            continue
        for j in (i - 2, i + 2):
            if 0 <= j < n and row[j] == other:
                cells = list(row)
                cells[j] = me
                del cells[i]
                results.append(_score("".join(cells), not red, False))
    return max(results) if red else min(results)


def truth(row):
    return {1: "W", 0: "D", -1: "L"}[_score(row, True, False)]
