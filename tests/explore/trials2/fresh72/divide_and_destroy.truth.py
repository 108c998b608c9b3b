# Truth for HackerEarth Divide and destroy: a plain memoised search over the counts of bunches of
# each size and whose turn it is. Alice splits a bunch of b >= 2 stones into floor(b/2) and
# ceil(b/2); Bob removes any bunch; the player to move when every bunch holds exactly one stone
# loses. True when Alice, moving first on one bunch of n stones, wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(position):
    return len(position) == 1 and position[0] >= 1


def _add(table, size, k):
    table[size] = table.get(size, 0) + k
    if table[size] == 0:
        del table[size]


@lru_cache(maxsize=None)
def _mover_wins(counts, alice):
    table = dict(counts)
    if set(table) == {1}:
        return False                      # only one-stone bunches: the player to move loses
    for size in list(table):
        if alice and size < 2:
            continue
        new = dict(table)
        _add(new, size, -1)
        if alice:
            _add(new, size // 2, 1)
            _add(new, size - size // 2, 1)
        if not _mover_wins(tuple(sorted(new.items())), not alice):
            return True
    return False


def truth(position):
    return _mover_wins(((position[0], 1),), True)
