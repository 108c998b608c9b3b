# Truth for Baekjoon 35172 (Grid Game 2×2): a plain memoised win/lose search over the black cells
# as a bitmask of the box 1..m x 1..m (m the largest coordinate of the position: a move only
# toggles cells above and to the left of the cell picked). A move picks a black cell, toggles the
# square of side 2^k above-left of it (itself left out) for each k of a chosen subset of 1..t
# (2^t <= min(r, c)), then toggles the cell itself. True when Kita, moving first, wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(a):
    return (len(a) >= 2 and len(a) % 2 == 0 and min(a) >= 1
            and len(set(zip(a[0::2], a[1::2]))) == len(a) // 2)


@lru_cache(maxsize=None)
def _toggles(m):
    """For each cell index, the list of masks a move from it xors into the board."""
    def bit(r, c):
        return 1 << ((r - 1) * m + (c - 1))
    out = []
    for idx in range(m * m):
        r, c = idx // m + 1, idx % m + 1
        t = 0
        while 2 ** (t + 1) <= min(r, c):
            t += 1
        squares = []
        for k in range(1, t + 1):
            sq = 0
            for i in range(2 ** k):
                for j in range(2 ** k):
                    if (i, j) != (0, 0):
                        sq |= bit(r - i, c - j)
            squares.append(sq)
        masks = set()
        for chosen in range(1 << t):
            x = bit(r, c)
            for k in range(t):
                if chosen >> k & 1:
                    x ^= squares[k]
            masks.add(x)
        out.append(tuple(sorted(masks)))
    return tuple(out)


@lru_cache(maxsize=None)
def _wins(m, board):
    toggles = _toggles(m)
    rest = board
    while rest:
        low = rest & -rest
        idx = low.bit_length() - 1
        rest ^= low
        for x in toggles[idx]:
            if not _wins(m, board ^ x):
                return True
    return False


def truth(a):
    m = max(a)
    board = 0
    for r, c in zip(a[0::2], a[1::2]):
        board |= 1 << ((r - 1) * m + (c - 1))
    return _wins(m, board)
