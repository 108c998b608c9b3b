# Truth for AtCoder ABC 195 E with X = TATA...: a memoised minimax over (the round, T mod 7);
# in round i the player to move (Takahashi when i is even) appends S_i or 0; after the last round
# Takahashi has won iff T mod 7 = 0.
from functools import lru_cache


def valid(position):
    return len(position) >= 1 and all(c in "0123456789" for c in position)


def truth(position):
    s = position
    n = len(s)

    @lru_cache(maxsize=None)
    def takahashi_wins(i, r):
        if i == n:
            return r == 0
        options = [takahashi_wins(i + 1, (10 * r + d) % 7) for d in {int(s[i]), 0}]
        return any(options) if i % 2 == 0 else all(options)
    return takahashi_wins(0, 0)
