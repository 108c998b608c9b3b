# Truth for algospot NUMBERGAME (Number Game): a plain memoised minimax over the interval
# [i, j) of the board still left: the player to move takes board[i] or board[j - 1] (added to
# his score) or, with two or more numbers left, erases the two at either end; each maximises
# his score minus the other's. The value is the first player's score minus the second's.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(position):
    return len(position) >= 1


def truth(position):
    board = tuple(position)

    @lru_cache(maxsize=None)
    def best(i, j):
        if i == j:
            return 0
        options = [board[i] - best(i + 1, j), board[j - 1] - best(i, j - 1)]
        if j - i >= 2:
            options += [-best(i + 2, j), -best(i, j - 2)]
        return max(options)

    return best(0, len(board))
