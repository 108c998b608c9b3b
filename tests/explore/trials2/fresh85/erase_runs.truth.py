# Truth for Baekjoon 31948 (문자열 지우기): a plain memoised win/lose search over the part of the
# string still there, kept as a slice lo..hi of the original string plus the value the ? has
# been given ('?' while untouched). The player to move may cut 1..r characters off the front
# when the front run of r equal digits starts the slice (not when the slice starts with an
# untouched ?), the same at the back, or give the untouched ? the value 0 or 1. No action left:
# the player to move loses. The search stops at the first winning action. True when Junbeom,
# moving first, wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(s):
    return len(s) >= 1 and set(s) <= set("01?") and s.count("?") <= 1


def truth(s):
    q = s.find("?")

    def char(i, fill):
        return fill if i == q else s[i]

    @lru_cache(maxsize=None)
    def mover_wins(lo, hi, fill):
        if lo == hi:
            return False
        first = char(lo, fill)
        if first != "?":
            i = lo
            while i < hi and char(i, fill) == first:
                i += 1
                if not mover_wins(i, hi, fill):
                    return True
        last = char(hi - 1, fill)
        if last != "?":
            j = hi
            while j > lo and char(j - 1, fill) == last:
                j -= 1
                if not mover_wins(lo, j, fill):
                    return True
        if fill == "?" and lo <= q < hi:
            for v in "01":
                if not mover_wins(lo, hi, v):
                    return True
        return False

    return mover_wins(0, len(s), "?")
