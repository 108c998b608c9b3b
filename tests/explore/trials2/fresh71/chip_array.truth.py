# Truth for Codeforces 1076G (Array Game), one game: a plain memoised win/lose search over (the
# array, the chip's index, how many are left in the chip's cell). The cells right of the chip are
# never touched before the chip reaches them, so they keep their values from the array. The
# first move is made after b_1 was decreased. True when the first player wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(b):
    return len(b) >= 1 and min(b) >= 1


def truth(b, m=1):
    b = tuple(b)
    k = len(b)

    @lru_cache(maxsize=None)
    def wins(x, left):
        # the chip at x, `left` still in cell x; the other cells right of x hold b
        if left > 0 and not wins(x, left - 1):
            return True
        for y in range(x + 1, min(k - 1, x + m) + 1):
            if not wins(y, b[y] - 1):
                return True
        return False

    return wins(0, b[0] - 1)
