# Truth for Baekjoon 29617 (동전 탑 게임, Coin Tower Game): a plain memoised win/lose search over
# (the two towers, sorted; the coins of the player to move and of the other; whether the player
# to move is the first player; K): take one or more coins from one non-empty tower. When no coin
# is left, the player who took the last coins (the one not to move) gains K coins if K >= 0,
# else loses |K| and loses the game if holding fewer than |K|; then more coins wins and equal
# coins is a win for the second player. True when the player who moves first wins ("First").
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(position):
    a, b, k = position
    return a >= 1 and b >= 1


def _end_won_by_mover(mine, last, first, k):
    if k < 0 and last < -k:
        return True
    last += k
    if last != mine:
        return mine > last
    return not first                          # equal: the second player wins


@lru_cache(maxsize=None)
def _wins(a, b, mine, theirs, first, k):
    if a == 0 and b == 0:
        return _end_won_by_mover(mine, theirs, first, k)
    for taken_from, kept in ((a, b), (b, a)):
        for x in range(1, taken_from + 1):
            low, high = sorted((taken_from - x, kept))
            if not _wins(low, high, theirs, mine + x, not first, k):
                return True
    return False


def truth(position):
    a, b, k = position
    return _wins(min(a, b), max(a, b), 0, 0, True, k)
