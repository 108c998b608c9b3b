# Truth for CodeChef MDSWIN2 (Winning Ways 2), who wins one sequence: a plain memoised search over
# the numbers of elements of each value, sorted. A move erases some of the elements of one value,
# 1 up to all of them; which ones, and the order of the sequence, no later move reads (a move
# depends only on which values occur how often), so the sequences left by erasing j elements of
# one value are one state (the check against the game file's own moves on every declared
# position compares the two searches). Who cannot move (nothing left) loses. True when the first
# player wins.
import sys
from collections import Counter
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(position):
    return len(position) >= 1


@lru_cache(maxsize=None)
def _wins(counts):
    for i, c in enumerate(counts):
        for take in range(1, c + 1):
            left = tuple(sorted(counts[:i] + ((c - take,) if c > take else ()) + counts[i + 1:]))
            if not _wins(left):
                return True
    return False


def truth(position):
    return _wins(tuple(sorted(Counter(position).values())))
