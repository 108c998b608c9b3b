# Truth for silvertests 31781 (Игра с пешкой, Pawn game): a plain memoised max-min over the
# pawn's cell (row from the top, column from the left) on the N x N board, starting at (N, 1).
# The first player moves first; a move goes one cell up or one to the right; when row == column
# the game stops with payoff a_row to the first player, who maximises it while the second
# minimises it. The value is that payoff.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(a):
    return len(a) >= 1 and min(a) >= 1


def truth(a):
    n = len(a)

    @lru_cache(maxsize=None)
    def play(row, col, first_to_move):
        if row == col:
            return a[row - 1]
        up = play(row - 1, col, not first_to_move)
        right = play(row, col + 1, not first_to_move)
        return max(up, right) if first_to_move else min(up, right)

    return play(n, 1, True)
