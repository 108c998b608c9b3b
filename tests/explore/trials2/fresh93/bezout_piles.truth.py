# Truth for Project Euler 787 (Bezout's Game): a plain memoised win/lose search over the two
# piles (a, b). The player to move removes c from the first pile and d from the second with
# 0 <= c <= a, 0 <= d <= b and a*d - b*c = +-1; for each c the d, if any, is read off that
# equation (d = (b*c + 1) / a or (b*c - 1) / a when whole). Emptying a pile wins, so a state
# with an empty pile is lost for the player to move. True when the first player wins.
import sys
from functools import lru_cache
from math import gcd

sys.setrecursionlimit(100000)


def valid(position):
    a, b = position
    return a >= 1 and b >= 1 and gcd(a, b) == 1


@lru_cache(maxsize=None)
def _wins(a, b):
    if a == 0 or b == 0:
        return False
    for c in range(a + 1):
        for top in (b * c + 1, b * c - 1):
            if top >= 0 and top % a == 0:
                d = top // a
                if d <= b and not _wins(a - c, b - d):
                    return True
    return False


def truth(position):
    return _wins(position[0], position[1])
