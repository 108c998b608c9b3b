# Truth for Luogu P4363 (一双木棋 chess) on boards of n = 2 rows: a plain minimax over the filled
# cells (a set of (row, column)); a cell may be filled iff it is empty and all cells left of it in
# its row and above it in its column are filled; black (Feifei, who moves when an even number of
# cells is filled) gains A of the cell, white gains B. Feifei maximises her total minus Niuniu's,
# Niuniu minimises it. The answer: that difference when the board is full.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(position):
    return len(position) >= 4 and len(position) % 4 == 0 and all(v >= 0 for v in position)


def truth(position):
    n = 2
    m = len(position) // 4
    A = [list(position[i * m:(i + 1) * m]) for i in range(n)]
    B = [list(position[2 * m + i * m:2 * m + (i + 1) * m]) for i in range(n)]

    @lru_cache(maxsize=None)
    def value(filled):
        free = [(i, j) for i in range(n) for j in range(m)
                if (i, j) not in filled
                and all((i, k) in filled for k in range(j))
                and all((k, j) in filled for k in range(i))]
        if not free:
            return 0
        feifei = len(filled) % 2 == 0
        if feifei:
            return max(A[i][j] + value(filled | {(i, j)}) for i, j in free)
        return min(-B[i][j] + value(filled | {(i, j)}) for i, j in free)

    return value(frozenset())
