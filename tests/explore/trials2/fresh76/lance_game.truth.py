# Truth for AtCoder ABC 265 Ex (No-capture Lance Game), on one board: a plain memoised win/lose
# search over (the rows, whose turn). On her turn the first player moves one of her pieces left
# to any free square before the nearest piece (or the edge) on its left; the second player moves
# one of his pieces right likewise; who cannot move loses. The rows are independent of their
# order, so the searched state keeps them sorted, and a row where neither piece can ever move
# (the first player's piece on column 1 or right behind the second's, and the second's on column
# W or right behind the first's) is dropped. The search stops at the first winning move. True
# when the first player, moving first, wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(p):
    if len(p) < 3 or len(p) % 2 == 0 or p[0] < 2:
        return False
    w = p[0]
    return (all(1 <= x <= w for x in p[1:])
            and all(p[i] != p[i + 1] for i in range(1, len(p), 2)))


def _first_options(a, b, w):
    # squares the first player's piece at a may go to
    return range(b + 1, a) if b < a else range(1, a)


def _second_options(a, b, w):
    return range(b + 1, a) if a > b else range(b + 1, w + 1)


def _dead(a, b, w):
    return not _first_options(a, b, w) and not _second_options(a, b, w)


def truth(p):
    w = p[0]
    rows = tuple(sorted((a, b) for a, b in zip(p[1::2], p[2::2]) if not _dead(a, b, w)))

    @lru_cache(maxsize=None)
    def mover_wins(rows, turn):
        for i, (a, b) in enumerate(rows):
            if i > 0 and rows[i - 1] == (a, b):
                continue
            rest = rows[:i] + rows[i + 1:]
            if turn == 0:
                after_rows = [(k, b) for k in _first_options(a, b, w)]
            else:
                after_rows = [(a, k) for k in _second_options(a, b, w)]
            for row in after_rows:
                after = tuple(sorted(rest + ((row,) if not _dead(*row, w) else ())))
                if not mover_wins(after, 1 - turn):
                    return True
        return False

    return mover_wins(rows, 0)
