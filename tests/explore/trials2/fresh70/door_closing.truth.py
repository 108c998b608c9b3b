# Truth for HackerEarth The Door Closing Game: a plain memoised win/lose search over the row as a
# tuple of booleans (True for a closed door). For each closed door and each direction, the mover
# closes the first 1, 2, ... open doors met in that direction, up to the next closed door or the
# end of the row; the player who cannot close a door loses. True when Alice, moving first, wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(row):
    return len(row) >= 1 and set(row) <= set("_|")


@lru_cache(maxsize=None)
def _wins(closed):
    n = len(closed)
    for i in range(n):
        if not closed[i]:
            continue
        for step in (1, -1):
            doors = list(closed)
            j = i + step
            while 0 <= j < n and not closed[j]:
                doors[j] = True
                if not _wins(tuple(doors)):
                    return True
                j += step
    return False


def truth(row):
    return _wins(tuple(ch == "|" for ch in row))
