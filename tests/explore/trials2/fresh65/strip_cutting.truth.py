# Truth for Baekjoon 28722 (Звуки в подвале): a plain memoised win/lose search over the strips on
# the table, as a sorted tuple: a move cuts a strip whose first and last cells differ into two
# strips of positive length; who cannot move loses. A strip whose first and last cells are alike
# admits no cut and never changes, so it is left out of the state. True when Bill, moving first,
# wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(s):
    return len(s) >= 1 and set(s) <= set("RB")


def _live(strips):
    return tuple(sorted(t for t in strips if t[0] != t[-1]))


@lru_cache(maxsize=None)
def _wins(strips):
    for k, s in enumerate(strips):
        if k > 0 and strips[k - 1] == s:
            continue
        rest = strips[:k] + strips[k + 1:]
        for i in range(1, len(s)):
            if not _wins(_live(rest + (s[:i], s[i:]))):
                return True
    return False


def truth(s):
    return _wins(_live((s,)))
