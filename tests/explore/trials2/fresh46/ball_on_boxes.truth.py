# Truth for CodeChef BOXGAM97 (Box Game): a plain memoised minimax over (the ball's box or -1,
# the turns left, who moves): Jafar maximises the number on the final box, Almir minimises it;
# the first turn places the ball anywhere, each later turn moves it one box left or right
# within the row. The game's result R is that number; the value returned is the first player's
# score minus the second's, R when Jafar starts (p = 0) and -R when Almir starts (p = 1).
# (Checked against the statement's two samples: 4 1 9 5 with K = 3 gives 9 for P = 0, 1 for
# P = 1.)
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(position):
    return len(position) >= 2 and all(v >= 1 for v in position)


def result(a, k, p):
    a = tuple(a)

    @lru_cache(maxsize=None)
    def play(ball, left, jafar):
        if left == 0:
            return a[ball]
        if ball < 0:
            nexts = range(len(a))
        else:
            nexts = [b for b in (ball - 1, ball + 1) if 0 <= b < len(a)]
        values = [play(b, left - 1, not jafar) for b in nexts]
        return max(values) if jafar else min(values)

    return play(-1, k, p == 0)


def truth(position, k=3, p=0):
    r = result(position, k, p)
    return r if p == 0 else -r
