"""Gra by exhaustive game search: a position is lost iff every move leads to a won position.

A position is the tuple of occupied cells (memoised). A move takes a pawn to the first free cell to
its right; reaching cell m wins at once. The answer counts the pawns whose move wins: it reaches m,
or it leaves a lost position. No groups, no staircase, no xor. For tiny boards only.
"""
import sys
from functools import lru_cache


def main() -> None:
    data = list(map(int, sys.stdin.read().split()))
    m, n = data[0], data[1]
    start = tuple(data[2:2 + n])

    def moves(cells: tuple):
        """(target cell, position after the move) for each pawn."""
        occupied = set(cells)
        for p in cells:
            q = p + 1
            while q in occupied:
                q += 1
            yield q, tuple(sorted((occupied - {p}) | {q}))

    @lru_cache(maxsize=None)
    def wins(cells: tuple) -> bool:
        return any(q == m or not wins(after) for q, after in moves(cells))

    print(sum(1 for q, after in moves(start) if q == m or not wins(after)))


if __name__ == "__main__":
    main()
