# Truth for Baekjoon 34663 (거북이 대결), one grid and one start cell: a plain memoised win/lose
# search over (the piece's row and column, the cells still free as a bit mask). The grid string
# holds row 1 then row 2; '#' cells are never free and the start cell is taken at the start. A
# move slides the piece 1 or more cells in one of the four directions over free cells only,
# taking every cell it passes and the one it stops on. No move: the player to move loses. The
# search stops at the first winning move. True when Kaorin, moving first, wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(s):
    return (len(s) >= 2 and len(s) % 2 == 0 and set(s) <= set(".#O")
            and s.count("O") == 1)


def truth(s):
    n = len(s) // 2
    grid = [s[:n], s[n:]]
    start_row, start_col = divmod(s.index("O"), n)

    def bit(r, c):
        return 1 << (r * n + c)

    free0 = 0
    for r in range(2):
        for c in range(n):
            if grid[r][c] == ".":
                free0 |= bit(r, c)

    @lru_cache(maxsize=None)
    def mover_wins(r, c, free):
        for dr, dc in ((0, 1), (0, -1), (1, 0), (-1, 0)):
            rr, cc, left = r + dr, c + dc, free
            while 0 <= rr < 2 and 0 <= cc < n and left & bit(rr, cc):
                left &= ~bit(rr, cc)
                if not mover_wins(rr, cc, left):
                    return True
                rr, cc = rr + dr, cc + dc
        return False

    return mover_wins(start_row, start_col, free0)
