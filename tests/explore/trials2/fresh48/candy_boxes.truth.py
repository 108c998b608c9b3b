# Truth for Topcoder EllysCandyGame: a plain memoised minimax over the row of boxes. A move takes
# every candy of a non-empty box and doubles the boxes just left and right of it; the game ends
# when every box is empty. best(row) is the most the player to move can get over the other from
# there (the candies she takes minus the other's best from the row left), 0 for an empty row.
# Elly, moving first, wins iff best > 0, loses iff best < 0, draws iff best = 0: preferring a win
# to a draw to a loss is maximising the sign of the difference, and the sign of a minimax of
# differences is the minimax of their signs (the check against the game file's own moves, with
# the difference carried in the state and decided at the end, on every declared position compares
# them). 'W' when Elly wins, 'L' when Kris wins, 'D' for a draw.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


@lru_cache(maxsize=None)
def _best(row):
    options = []
    for i, c in enumerate(row):
        if c == 0:
            continue
        after = list(row)
        after[i] = 0
        if i > 0:
            after[i - 1] *= 2
        if i + 1 < len(row):
            after[i + 1] *= 2
        options.append(c - _best(tuple(after)))
    return max(options) if options else 0


def valid(position):
    return len(position) >= 1 and all(v >= 0 for v in position)


def truth(position):
    value = _best(tuple(position))
    return "W" if value > 0 else "L" if value < 0 else "D"
