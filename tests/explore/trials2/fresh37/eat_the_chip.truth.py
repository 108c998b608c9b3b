# Truth for Codeforces 1921E (Eat the Chip): a plain memoised minimax over (Alice's cell, Bob's
# cell, whose turn): Alice steps to row + 1 and column - 1, 0 or + 1, Bob to row - 1 and the same
# columns, inside the board; landing on the other's chip wins at once; a player to move with no
# step left (Alice in row h, Bob in row 1) ends the game in a draw. Alice maximises (+1 her win,
# 0 a draw, -1 Bob's win), Bob minimises. 'W' (Alice wins), 'L' (Bob wins) or 'D'.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(position):
    if len(position) != 6:
        return False
    h, w, xa, ya, xb, yb = position
    return (1 <= xa <= h and 1 <= xb <= h and 1 <= ya <= w and 1 <= yb <= w
            and (xa, ya) != (xb, yb))


def truth(position):
    h, w, xa, ya, xb, yb = position

    @lru_cache(maxsize=None)
    def value(xa, ya, xb, yb, alice):
        if alice:
            options = [(xa + 1, ya + d) for d in (-1, 0, 1) if xa + 1 <= h and 1 <= ya + d <= w]
            if not options:
                return 0
            best = -1
            for x, y in options:
                best = max(best, 1 if (x, y) == (xb, yb) else value(x, y, xb, yb, False))
            return best
        options = [(xb - 1, yb + d) for d in (-1, 0, 1) if xb - 1 >= 1 and 1 <= yb + d <= w]
        if not options:
            return 0
        best = 1
        for x, y in options:
            best = min(best, -1 if (x, y) == (xa, ya) else value(xa, ya, x, y, True))
        return best

    return {1: "W", 0: "D", -1: "L"}[value(xa, ya, xb, yb, True)]
