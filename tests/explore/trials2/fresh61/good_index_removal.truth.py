# Truth for Codeforces 2140E1 (Prime Gaming, easy version), one configuration: a plain memoised
# minimax over (the piles left, whether Alice is to move): remove the pile at a good index i
# (bit i - 1 of g set, i <= the piles left; the rest indexed again from 1) until one pile is
# left; Alice maximises its number of stones x, Bob minimises it. The value: x.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(piles):
    return len(piles) >= 1 and min(piles) >= 1


@lru_cache(maxsize=None)
def _x(piles, alice, g):
    if len(piles) == 1:
        return piles[0]
    results = [_x(piles[:i] + piles[i + 1:], not alice, g)
               for i in range(len(piles)) if (g >> i) & 1]
    return max(results) if alice else min(results)


def truth(piles, g=5):
    return _x(tuple(piles), True, g)
