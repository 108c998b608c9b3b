# Truth for Baekjoon 20484 (Игра): a plain memoised search over the number x written so far
# (0 before the first move): a move appends a digit d (1..9 for the first digit, 0..9 after),
# and the player whose move makes the number >= n wins at once; otherwise the other player
# moves on the new number. True when the first player wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(position):
    return len(position) == 1 and position[0] >= 1


def truth(position):
    (n,) = position

    @lru_cache(maxsize=None)
    def wins(x):                                    # x < n: the player to move wins?
        for d in (range(1, 10) if x == 0 else range(0, 10)):
            y = 10 * x + d
            if y >= n or not wins(y):
                return True
        return False

    return wins(0)
