# Truth for BZOJ 2066 (Gra): a plain memoised win/lose search over the board as a bit mask (bit
# i set when cell i + 1 holds a piece) and its length m. A move lifts a piece and sets it on the
# nearest free cell to its right; the board whose last cell is taken is lost for the player to
# move (the other has just reached it). True when the first player wins. `winning_moves` counts
# the first player's moves to a lost board, the number the problem asks for.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(board):
    return len(board) >= 2 and board[-1] == "0" and "1" in board


def _options(m, mask):
    out = []
    for i in range(m):
        if mask >> i & 1:
            j = i + 1
            while mask >> j & 1:
                j += 1
            out.append(mask & ~(1 << i) | (1 << j))
    return out


@lru_cache(maxsize=None)
def _mover_wins(m, mask):
    if mask >> (m - 1) & 1:
        return False
    return any(not _mover_wins(m, after) for after in _options(m, mask))


def _mask(board):
    return sum(1 << i for i, c in enumerate(board) if c == "1")


def winning_moves(board):
    m, mask = len(board), _mask(board)
    return sum(1 for after in _options(m, mask) if not _mover_wins(m, after))


def truth(board):
    return _mover_wins(len(board), _mask(board))
