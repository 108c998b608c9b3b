# Truth for Codeforces 494E (Sharti): a plain memoised win/lose search over the board as a bitmask
# of its n^2 cells (bit r * n + c set for a white cell, rows and columns from 0). A move picks a
# white cell (r, c) and a side s, 1 <= s <= min(k, r + 1, c + 1), and inverts the s x s square
# whose lower-right cell it is. True when Hamed, moving first, wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(board):
    n = round(len(board) ** 0.5)
    return n >= 1 and n * n == len(board) and set(board) <= set("01")


@lru_cache(maxsize=None)
def _squares(n, k):
    # for each cell, the masks of the squares it may invert as their lower-right cell
    out = []
    for r in range(n):
        for c in range(n):
            masks = []
            for s in range(1, min(k, r + 1, c + 1) + 1):
                mask = 0
                for rr in range(r - s + 1, r + 1):
                    for cc in range(c - s + 1, c + 1):
                        mask |= 1 << (rr * n + cc)
                masks.append(mask)
            out.append((r * n + c, tuple(masks)))
    return tuple(out)


_memo = {}


def _wins(n, k, board):
    key = (n, k, board)
    if key in _memo:
        return _memo[key]
    won = False
    for cell, masks in _squares(n, k):
        if board >> cell & 1:
            for mask in masks:
                if not _wins(n, k, board ^ mask):
                    won = True
                    break
            if won:
                break
    _memo[key] = won
    return won


def truth(board, k=1):
    n = round(len(board) ** 0.5)
    mask = sum(1 << i for i, ch in enumerate(board) if ch == "1")
    return _wins(n, min(k, n), mask)
