# Truth for Codeforces 520D (Cubes): a plain memoised minimax over the set of cubes still in the
# figure, as a bitmask. A cube may be taken out when every cube left above the ground still has a
# cube left at (x - 1, y - 1), (x, y - 1) or (x + 1, y - 1). best(mask) is the number the cubes
# still to be taken out form (their digits, the first taken leading); Vasya (to move when an
# even number of cubes is gone) maximises it, Petya minimises it. The value is the whole number.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def _ok(cubes, mask):
    present = {cubes[i] for i in range(len(cubes)) if mask >> i & 1}
    for x, y in present:
        if y > 0 and not ((x - 1, y - 1) in present or (x, y - 1) in present
                          or (x + 1, y - 1) in present):
            return False
    return True


def valid(p):
    if len(p) < 4 or len(p) % 2 or min(p[1::2]) < 0:
        return False
    cubes = list(zip(p[0::2], p[1::2]))
    return len(set(cubes)) == len(cubes) and _ok(cubes, (1 << len(cubes)) - 1)


def truth(p):
    cubes = list(zip(p[0::2], p[1::2]))
    m = len(cubes)

    @lru_cache(maxsize=None)
    def best(mask):
        gone = m - bin(mask).count("1")
        if gone == m:
            return 0
        values = []
        for i in range(m):
            if mask >> i & 1 and _ok(cubes, mask & ~(1 << i)):
                values.append(i * m ** (m - 1 - gone) + best(mask & ~(1 << i)))
        return max(values) if gone % 2 == 0 else min(values)

    return best((1 << m) - 1)
