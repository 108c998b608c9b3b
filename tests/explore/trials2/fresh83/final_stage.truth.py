# Truth for AtCoder ARC 174 F (Final Stage), for one starting pile C: a plain memoised minimax
# over (the turn's index, the stones left), +1 when the player of that turn wins, -1 when that
# player loses, 0 for a draw. Turn i's player takes between L_i and R_i stones; with fewer than
# L_i stones left that player loses; after turn N the game is a draw. The answer for Alice (turn
# 1): 'W', 'L' or 'D'.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(position):
    if len(position) < 3 or len(position) % 2 == 0:
        return False
    lows, highs = position[1::2], position[2::2]
    return (all(1 <= lo <= hi for lo, hi in zip(lows, highs))
            and 1 <= position[0] <= sum(highs))


def truth(position):
    lows, highs = position[1::2], position[2::2]
    n = len(lows)

    @lru_cache(maxsize=None)
    def value(i, pile):
        if i == n:
            return 0
        if pile < lows[i]:
            return -1
        return max(-value(i + 1, pile - take)
                   for take in range(lows[i], min(highs[i], pile) + 1))

    return {1: "W", 0: "D", -1: "L"}[value(0, position[0])]
