# Truth for Topcoder GameEnding (SRM 271): a plain memoised search (../oracle.py's win_search) over
# the set of occupied cells of an n x n board (a bit mask, with n): a move puts a figure on an
# empty cell that no figure attacks as a rook (same row or column) or as a knight; no such cell,
# lost. True when the player to move wins.
from oracle import win_search

_free = {}


def _attacked(n):
    if n not in _free:
        table = []
        for a in range(n * n):
            r1, c1 = divmod(a, n)
            mask = 0
            for b in range(n * n):
                r2, c2 = divmod(b, n)
                dr, dc = abs(r1 - r2), abs(c1 - c2)
                if dr == 0 or dc == 0 or (dr, dc) in ((1, 2), (2, 1)):
                    mask |= 1 << b
            table.append(mask)
        _free[n] = table
    return _free[n]


def _moves(state):
    n, occupied = state
    table = _attacked(n)
    blocked = 0
    m = occupied
    while m:
        bit = m & -m
        m ^= bit
        blocked |= table[bit.bit_length() - 1]
    return [(n, occupied | (1 << i)) for i in range(n * n) if not blocked >> i & 1]


_wins = win_search(_moves)


def valid(board):
    n = int(round(len(board) ** 0.5))
    if n < 1 or n * n != len(board) or set(board) - {".", "X"}:
        return False
    table = _attacked(n)
    figures = [i for i, c in enumerate(board) if c == "X"]
    return all(not table[a] >> b & 1 for k, a in enumerate(figures) for b in figures[k + 1:])


def truth(board):
    n = int(round(len(board) ** 0.5))
    occupied = sum(1 << i for i, c in enumerate(board) if c == "X")
    return _wins((n, occupied))
