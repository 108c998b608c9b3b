# Truth for Topcoder SRM 726 Div. II Level Two (the turtle board game), boards of 3 columns
# written row after row: a plain memoised search of the board (../oracle.py's win_search): a move
# blocks one walkable cell, allowed when a right/down path from the top-left to the bottom-right
# cell is still left (the move that cuts the last path loses at once, the same as having no move).
# The walkable cells are kept as a bit mask. True when the first player wins.
from oracle import win_search

W = 3
_games = {}


def _path(mask, rows):
    reach = 0
    for r in range(rows):
        for c in range(W):
            bit = 1 << (r * W + c)
            if not mask & bit:
                continue
            if (r == 0 and c == 0) or (r > 0 and reach & (bit >> W)) or (c > 0 and reach & (bit >> 1)):
                reach |= bit
    return bool(reach & (1 << (rows * W - 1)))


def _solver(rows):
    if rows not in _games:
        def moves(mask):
            out = []
            m = mask
            while m:
                bit = m & -m
                m ^= bit
                if _path(mask ^ bit, rows):
                    out.append(mask ^ bit)
            return out
        _games[rows] = win_search(moves)
    return _games[rows]


def valid(s):
    if len(s) < W or len(s) % W or not set(s) <= set(".#"):
        return False
    return _path(sum(1 << i for i, c in enumerate(s) if c == "."), len(s) // W)


def truth(s):
    mask = sum(1 << i for i, c in enumerate(s) if c == ".")
    return _solver(len(s) // W)(mask)
