# Truth for AtCoder ARC 155 D (Avoid Coprime Game), who wins the whole game: a plain memoised
# search over (G, the numbers left, sorted): a move erases a number a with gcd(G, a) != 1 (any
# number while G = 0) and sets G to gcd(G, a); who cannot move loses. True when Takahashi, the
# first player, wins.
import sys
from functools import lru_cache, reduce
from math import gcd

sys.setrecursionlimit(100000)


def valid(position):
    return len(position) >= 2 and min(position) >= 2 and reduce(gcd, position) == 1


@lru_cache(maxsize=None)
def _wins(g, board):
    for i, a in enumerate(board):
        if (i == 0 or board[i - 1] != a) and gcd(g, a) != 1:
            if not _wins(gcd(g, a), board[:i] + board[i + 1:]):
                return True
    return False


def truth(position):
    return _wins(0, tuple(sorted(position)))
