# Truth for Codeforces 1906G (Grid Game 2): a plain memoised win/lose search over the black cells as
# a bitmask over the box of rows 1..R and columns 1..C (R, C the largest row and column given;
# moves toggle only cells up and left of the chosen one). Choosing the black cell (r, c) toggles
# the min(r, c) x min(r, c) square whose lower-right cell it is. True when the first player wins.
import sys

sys.setrecursionlimit(100000)


def valid(p):
    if len(p) < 2 or len(p) % 2 or min(p) < 1:
        return False
    cells = list(zip(p[0::2], p[1::2]))
    return len(set(cells)) == len(cells)


_squares = {}
_memo = {}


def _square(rows, cols, r, c):
    key = (rows, cols, r, c)
    if key not in _squares:
        side = min(r, c)
        mask = 0
        for rr in range(r - side + 1, r + 1):
            for cc in range(c - side + 1, c + 1):
                mask |= 1 << ((rr - 1) * cols + (cc - 1))
        _squares[key] = mask
    return _squares[key]


def _wins(rows, cols, board):
    key = (rows, cols, board)
    if key in _memo:
        return _memo[key]
    won = False
    bits = board
    while bits:
        low = bits & -bits
        i = low.bit_length() - 1
        bits ^= low
        r, c = i // cols + 1, i % cols + 1
        if not _wins(rows, cols, board ^ _square(rows, cols, r, c)):
            won = True
            break
    _memo[key] = won
    return won


def truth(p):
    cells = list(zip(p[0::2], p[1::2]))
    rows = max(r for r, _ in cells)
    cols = max(c for _, c in cells)
    board = 0
    for r, c in cells:
        board |= 1 << ((r - 1) * cols + (c - 1))
    return _wins(rows, cols, board)
