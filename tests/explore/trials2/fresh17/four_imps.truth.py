# Truth for Timus 1924: a memoised search over (the numbers used, the value so far); the player
# to move writes + or - before the next number; when all n are used, the black team (which wrote
# the odd-numbered signs, and moves first) wins iff the value is even. True when the black team
# wins.
import sys

sys.setrecursionlimit(100000)


def truth(position):
    (n,) = position
    memo = {}

    def black_wins(used, value):
        key = (used, value)
        if key not in memo:
            if used == n:
                memo[key] = value % 2 == 0
            else:
                black_moves = (used - 1) % 2 == 0
                options = (black_wins(used + 1, value + used + 1),
                           black_wins(used + 1, value - used - 1))
                memo[key] = any(options) if black_moves else all(options)
        return memo[key]
    return black_wins(1, 1)


def valid(position):
    return position[0] >= 1
