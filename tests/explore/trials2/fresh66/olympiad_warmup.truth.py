# Truth for Codeforces 1916C (Training Before the Olympiad), the game on the whole array: a plain
# memoised minimax over (the numbers as a sorted tuple, whether Masha is to move). A move merges two
# numbers x, y into floor((x + y) / 2) * 2; with one number left the game ends. Masha maximises
# the final number, Olya minimises it. The value is the final number (Masha moves first).
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(a):
    return len(a) >= 1 and min(a) >= 1


@lru_cache(maxsize=None)
def _final(a, masha):
    if len(a) == 1:
        return a[0]
    outcomes = []
    for i in range(len(a)):
        for j in range(i + 1, len(a)):
            left = list(a)
            x, y = left[i], left[j]
            del left[j]
            del left[i]
            left.append(2 * ((x + y) // 2))
            outcomes.append(_final(tuple(sorted(left)), not masha))
    return max(outcomes) if masha else min(outcomes)


def truth(a):
    return _final(tuple(sorted(a)), True)
