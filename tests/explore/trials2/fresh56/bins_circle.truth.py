# Truth for CodeChef CIRCBIN (Bins in a Circle), one special bin: a plain memoised search over
# (the circle of bins left, read clockwise from the bin holding the ball, each bin written as
# 1 if special and 0 if not; the number of turns made mod R). A turn moves the ball s = 1..K
# steps clockwise; on a turn whose number is divisible by R the bin reached is removed: the mover
# wins if it is the special one, else the ball goes to the next bin clockwise. True when Alice,
# the first player, wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(position):
    return len(position) == 2 and 1 <= position[1] <= position[0]


@lru_cache(maxsize=None)
def _wins(circle, made, k, r):
    m = len(circle)
    turn = made + 1
    for s in range(1, k + 1):
        j = s % m
        if turn % r != 0:
            if not _wins(circle[j:] + circle[:j], turn % r, k, r):
                return True
            continue
        if circle[j] == 1:
            return True                            # the special bin removed: the mover wins
        rest = circle[j + 1:] + circle[:j]         # from the next bin clockwise, bin j gone
        if not _wins(rest, turn % r, k, r):
            return True
    return False


def truth(position, k=2, r=1):
    n, special = position
    circle = tuple(1 if i == special else 0 for i in range(1, n + 1))
    return _wins(circle, 0, k, r)
