# Truth for CodeChef CHEFBRO (the coins on C boards): the boards never interact, so the
# position is a sum of one-board games; each board's Grundy value by the definition over
# (rows left below the coin, columns left right of it), a move lowering the rows by 1 or 2,
# the columns by 1 or 2, or both by 1 or both by 2, never below 0; the position's value the
# xor. The sequence is read as (n_1, m_1, n_2, m_2, ...). True when the Chef, moving first,
# wins (the player who makes the last move wins).
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)

STEPS = ((1, 0), (2, 0), (0, 1), (0, 2), (1, 1), (2, 2))


def valid(p):
    return len(p) >= 2 and len(p) % 2 == 0 and min(p) >= 2


@lru_cache(maxsize=None)
def _grundy(r, c):
    seen = {_grundy(r - dr, c - dc) for dr, dc in STEPS if dr <= r and dc <= c}
    g = 0
    while g in seen:
        g += 1
    return g


def truth(p):
    total = 0
    for i in range(0, len(p), 2):
        total ^= _grundy(p[i] - 1, p[i + 1] - 1)
    return total != 0
