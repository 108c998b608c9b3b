# Truth for HDU 3404 (Switch lights): a plain memoised win/lose search over the board kept as a
# bit mask (cell (x, y) of a 3-column board is bit 3x + y). The player to move wins iff some
# rectangle whose bottom-right corner is lit, its corner cells flipped, leaves the other player
# losing; with no light on there is no move and the mover has lost.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)

_C = 3


def valid(board):
    return len(board) >= _C and len(board) % _C == 0 and all(v in (0, 1) for v in board)


@lru_cache(maxsize=None)
def _flips(rows):
    masks = []
    for x2 in range(rows):
        for y2 in range(_C):
            for x1 in range(x2 + 1):
                for y1 in range(y2 + 1):
                    m = 0
                    for cell in {(x1, y1), (x1, y2), (x2, y1), (x2, y2)}:
                        m |= 1 << (cell[0] * _C + cell[1])
                    masks.append((1 << (x2 * _C + y2), m))
    return tuple(masks)


@lru_cache(maxsize=None)
def _wins(mask, rows):
    for corner, m in _flips(rows):
        if mask & corner and not _wins(mask ^ m, rows):
            return True
    return False


def truth(board):
    mask = 0
    for i, v in enumerate(board):
        if v:
            mask |= 1 << i
    return _wins(mask, len(board) // _C)
