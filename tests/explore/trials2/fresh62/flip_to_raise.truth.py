# Truth for CodeChef BINSTRGAME (Binary String Game): a plain memoised win/lose search over the
# string: a move flips a substring S_L..S_R and must increase f(S), the number of neighbouring
# characters that differ; who cannot move loses. True when JJ, moving first, wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(s):
    return len(s) >= 1 and set(s) <= set("01")


def _f(s):
    return sum(s[i] != s[i + 1] for i in range(len(s) - 1))


@lru_cache(maxsize=None)
def _wins(s):
    before = _f(s)
    for l in range(len(s)):
        for r in range(l, len(s)):
            t = s[:l] + s[l:r + 1].translate(str.maketrans("01", "10")) + s[r + 1:]
            if _f(t) > before and not _wins(t):
                return True
    return False


def truth(s):
    return _wins(s)
