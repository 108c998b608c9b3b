# Truth for Baekjoon 30555 (Thwack!): a plain memoised win/lose search over the row as a list of
# cells: for each pair of neighbouring stones of different colours, either stone moves onto the
# other's cell and its own cell is emptied; the player with no such pair loses. True when the
# first player wins (some opening move wins).
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(row):
    return len(row) >= 1 and set(row) <= set("BW.")


@lru_cache(maxsize=None)
def _wins(cells):
    for i in range(len(cells) - 1):
        x, y = cells[i], cells[i + 1]
        if x is None or y is None or x == y:
            continue
        for mover, target in ((i, i + 1), (i + 1, i)):
            after = list(cells)
            after[target] = cells[mover]
            after[mover] = None
            if not _wins(tuple(after)):
                return True
    return False


def truth(row):
    return _wins(tuple(None if ch == "." else ch for ch in row))
