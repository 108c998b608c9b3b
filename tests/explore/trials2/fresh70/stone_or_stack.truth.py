# Truth for HackerEarth Game of Stones (rohits-game): a plain memoised search over the counts of
# stacks of each size. A turn removes one stone from a stack or a whole stack; whoever picks up
# the last stone loses, so a move that leaves no stone at all loses at once and is never chosen
# when another move wins. True when A, moving first, wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(stacks):
    return len(stacks) >= 1 and min(stacks) >= 1


@lru_cache(maxsize=None)
def _wins(counts):
    # counts: tuple of (size, how many stacks of that size), sizes increasing, none empty
    table = dict(counts)
    for size in table:
        for after_size in (0, size - 1):            # take the whole stack, or one stone
            new = dict(table)
            new[size] -= 1
            if new[size] == 0:
                del new[size]
            if after_size > 0:
                new[after_size] = new.get(after_size, 0) + 1
            if not new:
                continue                            # the mover picked up the last stone: lost
            if not _wins(tuple(sorted(new.items()))):
                return True
    return False


def truth(stacks):
    table = {}
    for a in stacks:
        table[a] = table.get(a, 0) + 1
    return _wins(tuple(sorted(table.items())))
