# Truth for Baekjoon 11307 (String Game): a plain memoised search over the window [i, j) of the
# initial string still left: the player to move (Bob when an even number of letters is gone) drops
# the first or the last letter; when the window is as long as the target, Alice has won iff it
# equals the target. The position is the line "initial target". True when Bob, moving first, wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(line):
    if line.count(" ") != 1:
        return False
    initial, target = line.split(" ")
    return 0 < len(target) <= len(initial)


def truth(line):
    initial, target = line.split(" ")
    n, m = len(initial), len(target)

    @lru_cache(maxsize=None)
    def bob_wins(i, j):
        if j - i == m:
            return initial[i:j] != target
        bob_moves = (n - (j - i)) % 2 == 0
        options = (bob_wins(i + 1, j), bob_wins(i, j - 1))
        return any(options) if bob_moves else all(options)
    return bob_wins(0, n)
