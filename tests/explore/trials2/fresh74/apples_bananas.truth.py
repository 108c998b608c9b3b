# Truth for Baekjoon 15877 (Apples and Bananas): a plain exhaustive search of the pile (a, b),
# tabulated from the empty pile up (every pile (i, j) with i <= a and j <= b, in increasing
# order, so that each pile's options are decided before it). A turn removes (1, 0), (0, 1),
# (3, 1) or (1, 3) fruit; the player who removes the last fruit wins, so the player facing an
# empty pile (no move) has lost. True when Alice, moving first, wins.
TAKES = ((1, 0), (0, 1), (3, 1), (1, 3))
_table = [[False]]                   # _table[i][j]: the player to move on (i, j) wins


def valid(position):
    return len(position) == 2 and min(position) >= 0


def _grow(rows, cols):
    global _table
    rows = max(rows, len(_table))
    cols = max(cols, len(_table[0]))
    if rows == len(_table) and cols == len(_table[0]):
        return
    table = [[False] * cols for _ in range(rows)]
    for i in range(rows):
        row = table[i]
        for j in range(cols):
            row[j] = any(x <= i and y <= j and not table[i - x][j - y] for x, y in TAKES)
    _table = table


def truth(position):
    a, b = position
    _grow(a + 1, b + 1)
    return _table[a][b]
