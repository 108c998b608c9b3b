# Truth for CodeChef GHVSSI (Ghayeeth vs Siroj): a plain memoised search over (Z, the numbers
# left, sorted): the mover adds one number left to Z; if then no positive a, b have
# a^2 - b^2 = Z (tried as every factor pair d * e = Z with d < e of the same parity:
# a = (e + d) / 2, b = (e - d) / 2) the mover has lost; if not and the board is empty, the
# mover has won. True when Ghayeeth, the first player, wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


@lru_cache(maxsize=None)
def _good(z):
    d = 1
    while d * d < z:
        if z % d == 0 and (z // d - d) % 2 == 0:
            return True
        d += 1
    return False


@lru_cache(maxsize=None)
def _wins(z, board):
    """True when the player to move wins; board is sorted and not empty."""
    for i, a in enumerate(board):
        if i > 0 and board[i - 1] == a:
            continue
        nz = z + a
        if not _good(nz):
            continue                      # this move loses at once
        rest = board[:i] + board[i + 1:]
        if not rest or not _wins(nz, rest):
            return True
    return False


def valid(position):
    return len(position) >= 1 and min(position) >= 5


def truth(position):
    return _wins(0, tuple(sorted(position)))
