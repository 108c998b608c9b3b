# Truth for HackerRank Digits Square Board: a cut changes one piece, so the board is the sum of its
# pieces (Sprague-Grundy); a piece (a sub-rectangle of the board) is valued by a plain memoised
# search: 0 when it is one cell or has only prime digits, else the mex over its horizontal and
# vertical cuts of the xor of the two parts. True when the first player wins. A position is the
# board read row by row (N^2 digits); a table of sums counts the non-prime digits of a piece.
from functools import lru_cache

_PRIME = set("2357")


def valid(position):
    n = round(len(position) ** 0.5)
    return len(position) >= 1 and n * n == len(position) and all(c in "123456789" for c in position)


def truth(position):
    n = round(len(position) ** 0.5)
    bad = [[0] * (n + 1) for _ in range(n + 1)]          # non-prime digits above and left
    for r in range(n):
        for col in range(n):
            cell = 0 if position[r * n + col] in _PRIME else 1
            bad[r + 1][col + 1] = bad[r][col + 1] + bad[r + 1][col] - bad[r][col] + cell

    @lru_cache(maxsize=None)
    def grundy(r0, r1, c0, c1):            # rows r0..r1-1, columns c0..c1-1
        if r1 - r0 == 1 and c1 - c0 == 1:
            return 0
        if bad[r1][c1] - bad[r0][c1] - bad[r1][c0] + bad[r0][c0] == 0:
            return 0
        seen = {grundy(r0, r, c0, c1) ^ grundy(r, r1, c0, c1) for r in range(r0 + 1, r1)}
        seen |= {grundy(r0, r1, c0, col) ^ grundy(r0, r1, col, c1) for col in range(c0 + 1, c1)}
        v = 0
        while v in seen:
            v += 1
        return v
    return grundy(0, n, 0, n) != 0
