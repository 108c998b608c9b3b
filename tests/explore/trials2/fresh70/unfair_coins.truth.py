# Truth for DMOPC '20 Contest 2 P6 (Unfair Game): a plain memoised max-min over (the set of spots
# still holding a coin, as a bitmask; A's last spot when B is to move). A picks any spot; B then
# takes the coin at spot - 1 or spot + 1 if there is one, else skips; A maximises A's total minus
# B's total and B minimises it. The value is A's total minus B's total.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(row):
    return len(row) >= 1 and min(row) >= 1


def truth(row):
    n = len(row)

    @lru_cache(maxsize=None)
    def a_turn(mask):
        if mask == 0:
            return 0
        return max(row[i] + b_turn(mask & ~(1 << i), i) for i in range(n) if mask >> i & 1)

    @lru_cache(maxsize=None)
    def b_turn(mask, spot):
        if mask == 0:
            return 0
        near = [j for j in (spot - 1, spot + 1) if 0 <= j < n and mask >> j & 1]
        if not near:
            return a_turn(mask)
        return min(-row[j] + a_turn(mask & ~(1 << j)) for j in near)

    return a_turn((1 << n) - 1)
