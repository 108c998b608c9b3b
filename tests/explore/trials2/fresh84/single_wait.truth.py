# Truth for Luogu P9839 (四暗刻单骑), one query: a plain memoised minimax over (the index of the
# next tile to draw, the tile of the player to move, the other's tile), +1 when the player to
# move wins, -1 when that player loses, 0 for a draw. With no tile left it is a draw; a drawn
# tile equal to the held one wins at once; else the player keeps one of the two tiles and
# discards the other, losing at once when the discard is the other's tile. The answer for Alice,
# who draws first: 'W', 'L' or 'D'.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(position):
    return len(position) >= 3 and min(position) >= 1


def truth(position):
    pile = tuple(position[2:])
    n = len(pile)

    @lru_cache(maxsize=None)
    def value(i, mine, theirs):
        if i == n:
            return 0
        t = pile[i]
        if t == mine:
            return 1
        best = -1
        for kept, thrown in ((mine, t), (t, mine)):
            v = -1 if thrown == theirs else -value(i + 1, theirs, kept)
            best = max(best, v)
        return best

    for i in range(n, 0, -1):           # fill from the end (shallow recursion)
        for a in set(pile) | {position[0], position[1]}:
            for b in set(pile) | {position[0], position[1]}:
                value(i, a, b)
    return {1: "W", 0: "D", -1: "L"}[value(0, position[0], position[1])]
