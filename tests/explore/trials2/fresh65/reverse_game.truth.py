# Truth for Baekjoon 21906 (Reverse Game): a plain memoised win/lose search over the string: a move
# reverses a substring equal to 10, 110, 100 or 1010; who cannot move loses. True when Alice, moving
# first, wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)

PATTERNS = ("10", "110", "100", "1010")


def valid(s):
    return len(s) >= 1 and set(s) <= set("01")


@lru_cache(maxsize=None)
def _wins(s):
    for t in PATTERNS:
        k = len(t)
        for i in range(len(s) - k + 1):
            if s[i:i + k] == t and not _wins(s[:i] + t[::-1] + s[i + k:]):
                return True
    return False


def truth(s):
    return _wins(s)
