# Truth for Luogu P11143 (「SFMOI Round I」Strange Cake Game): a plain minimax over every track of
# the knife. The knife goes from (0, 0) by steps right (y + 1) or down (x + 1), little W choosing
# the even steps and little M the odd ones, until it reaches x = n or y = m; the track is then
# complete, and little W's pieces are counted from it: a piece in row r and column c is little
# W's when the track steps down from row line r - 1 to r at a column y < c (a row the track never
# steps down through lies below it: little M's). Little W maximises her count, little M
# minimises it (every piece is one of theirs). The value returned: little W's pieces minus
# little M's, 2 * W - k, the value of the game file (the answer W = (k + value) / 2).
from functools import lru_cache


def valid(position):
    if len(position) < 2 or len(position) % 2:
        return False
    n, m = position[0], position[1]
    if n < 1 or m < 1:
        return False
    return all(1 <= position[i] <= n and 1 <= position[i + 1] <= m
               for i in range(2, len(position), 2))


def _count_w(pieces, downs):
    # downs[r - 1] = the column where the track steps down into row r (rows it reached)
    total = 0
    for r, c in pieces:
        if r <= len(downs) and downs[r - 1] < c:
            total += 1
    return total


def truth(position):
    n, m = position[0], position[1]
    pieces = tuple((position[i], position[i + 1]) for i in range(2, len(position), 2))

    @lru_cache(maxsize=None)
    def best(x, y, downs):
        if x == n or y == m:
            return _count_w(pieces, downs)
        options = (best(x + 1, y, downs + (y,)), best(x, y + 1, downs))
        return max(options) if (x + y) % 2 == 0 else min(options)

    w = best(0, 0, ())
    return 2 * w - len(pieces)
