# Truth for Codeforces 2183A (Binary Array Game): a plain memoised search over (the array as a
# string over '01', whether Alice is to move): replace a subarray of length >= 2 by 0 if it is
# all 1s, else by 1; when one number is left, Alice wins iff it is 0. True when Alice, moving
# first, wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(s):
    return len(s) >= 3 and set(s) <= set("01")


@lru_cache(maxsize=None)
def _alice_wins(s, alice):
    if len(s) == 1:
        return s == "0"
    for l in range(len(s)):
        for r in range(l + 1, len(s)):
            merged = "0" if "0" not in s[l:r + 1] else "1"
            result = _alice_wins(s[:l] + merged + s[r + 1:], not alice)
            if result == alice:            # the player to move reaches a win
                return result
    return not alice


def truth(s):
    return _alice_wins(s, True)
