# Truth for SPOJ PGAME (Pheverso's Game): a plain minimax over the board as index ranges: each
# row keeps (lo, hi), the cells lo..hi-1 still on it; a turn takes cell lo of a row that is not
# blocked, or cell hi-1 of any row, and scores its number. The value: the mover's total minus
# the other's from there on, the best over the turns (negamax), memoised on the ranges. The
# answer: the first player's total minus the second's.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(position):
    if len(position) < 3:
        return False
    m, k = position[0], position[1]
    cells = len(position) - 2
    return m >= 1 and cells % m == 0 and 0 <= k <= cells // m


def truth(position):
    m, k = position[0], position[1]
    cells = position[2:]
    rows = [tuple(cells[r * m:(r + 1) * m]) for r in range(len(cells) // m)]
    blocked = [r < k for r in range(len(rows))]

    @lru_cache(maxsize=None)
    def best(ranges):
        options = []
        for r, (lo, hi) in enumerate(ranges):
            if lo >= hi:
                continue
            nxt = list(ranges)
            nxt[r] = (lo, hi - 1)
            options.append(rows[r][hi - 1] - best(tuple(nxt)))
            if not blocked[r]:
                nxt[r] = (lo + 1, hi)
                options.append(rows[r][lo] - best(tuple(nxt)))
        return max(options) if options else 0

    return best(tuple((0, m) for _ in rows))
