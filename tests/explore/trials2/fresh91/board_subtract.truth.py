# Truth for Baekjoon 12588 (Number Game), for one pair (A, B): a plain memoised win/lose search
# over the pairs. The player to move subtracts a positive multiple of one number from the other;
# a result of zero or below loses at once for that player, so the mover wins iff some multiple
# keeps both numbers positive and leaves the other player losing (with A = B every move loses).
# The search stops at the first winning move. True when Arya, moving first, wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(position):
    # the larger positions leave out A = B (a lost pair, no move keeps both numbers positive),
    # which would otherwise fill them through the harness's diagonal
    return len(position) == 2 and min(position) >= 1 and position[0] != position[1]


@lru_cache(maxsize=None)
def _mover_wins(a, b):
    rest = a - b
    while rest >= 1:
        if not _mover_wins(rest, b):
            return True
        rest -= b
    rest = b - a
    while rest >= 1:
        if not _mover_wins(a, rest):
            return True
        rest -= a
    return False


def truth(position):
    return _mover_wins(position[0], position[1])
