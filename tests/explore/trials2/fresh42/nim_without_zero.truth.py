# Truth for Baekjoon 16831 (Nim without Zero): a plain memoised search over the sorted heap sizes:
# the player to move wins iff some move (any positive number of stones from one heap) leaves a
# XOR other than 0 and a position the other player loses; a move that makes the XOR 0 loses at
# once, so a player whose every move does so (or who has none) loses.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


@lru_cache(maxsize=None)
def _wins(heaps):
    for i, a in enumerate(heaps):
        for take in range(1, a + 1):
            rest = list(heaps)
            rest[i] = a - take
            x = 0
            for v in rest:
                x ^= v
            if x == 0:
                continue                  # this move loses at once
            if not _wins(tuple(sorted(v for v in rest if v))):
                return True
    return False


def valid(position):
    return len(position) >= 1 and all(a >= 1 for a in position)


def truth(position):
    return _wins(tuple(sorted(position)))
