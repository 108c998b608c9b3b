# Truth for Luogu P1288 (取数游戏 II): a plain memoised win/lose search. The numbers are kept
# turned so that the coin always sits between the last number and the first: crossing the first
# edge with the value lowered to v leaves (e_2, .., e_N, v), crossing the last leaves
# (v, e_1, .., e_(N-1)). A player whose coin has 0 on both sides has no move and loses. The search
# stops at the first winning move. True when the first player wins (the answer YES).
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(position):
    return len(position) >= 1 and min(position) >= 0 and 0 in position


@lru_cache(maxsize=None)
def _mover_wins(ring):
    first, last = ring[0], ring[-1]
    for v in range(first):
        if not _mover_wins(ring[1:] + (v,)):
            return True
    for v in range(last):
        if not _mover_wins((v,) + ring[:-1]):
            return True
    return False


def truth(position):
    return _mover_wins(tuple(position))
