# Truth for Codeforces 138D (World of Darkraft): a plain memoised win/lose search over the set of
# active cells, as a bitmask (bit r * n + c for row r, column c). Selecting an active cell turns
# it off and sends its waves along the diagonals its letter names (L: down-left and up-right, R:
# up-left and down-right, X: all four), each turning cells off until an inactive cell or the
# edge. The player with no active cell loses. True when Roma, who moves first, wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)

DIRECTIONS = {"L": [(+1, -1), (-1, +1)],
              "R": [(-1, -1), (+1, +1)],
              "X": [(+1, -1), (-1, +1), (-1, -1), (+1, +1)]}


def valid(field):
    n = round(len(field) ** 0.5)
    return n >= 1 and n * n == len(field) and set(field) <= set("LRX")


def truth(field):
    n = round(len(field) ** 0.5)

    def bit(r, c):
        return 1 << (r * n + c)

    @lru_cache(maxsize=None)
    def wins(mask):
        for r in range(n):
            for c in range(n):
                if not mask & bit(r, c):
                    continue
                left = mask & ~bit(r, c)
                for dr, dc in DIRECTIONS[field[r * n + c]]:
                    i, j = r + dr, c + dc
                    while 0 <= i < n and 0 <= j < n and left & bit(i, j):
                        left &= ~bit(i, j)
                        i += dr
                        j += dc
                if not wins(left):
                    return True
        return False

    return wins((1 << (n * n)) - 1)
