# Truth for AtCoder AGC 063 A (Mex Game), the game with k = N on the whole string: a plain
# memoised minimax over (the set X as a bitmask of 0 .. k + 1, the actions made); at action t
# (counted from 0) Alice moves when t is even, Bob when it is odd, each adding one of 0 .. k + 1
# to X (an integer above k + 1 acts as k + 1; one already in X changes nothing); after k actions
# Alice wins iff S[mex(X)] == 'A'. True when Alice, the first player, wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(position):
    return isinstance(position, str) and len(position) >= 2 and set(position) <= {"A", "B"}


def truth(position):
    s = position
    k = len(s) - 1

    @lru_cache(maxsize=None)
    def alice_wins(mask, t):
        if t == k:
            mex = 0
            while mask >> mex & 1:
                mex += 1
            return s[mex] == "A"
        options = [alice_wins(mask | 1 << x, t + 1) for x in range(k + 2)]
        return any(options) if t % 2 == 0 else all(options)

    return alice_wins(0, 0)
