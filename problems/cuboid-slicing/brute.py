"""Cuboid Slicing Game by exhaustive game search: a position is lost iff every move leads to a won
position.

A position is the sorted tuple of its cuboids, each a sorted triple of sides (memoised); empty
pieces vanish. A move picks a cuboid and a cell (i, j, k) in it and removes the three slabs through
that cell, leaving up to 8 pieces. No Grundy values, no xor. For tiny inputs only.
Reads the same (assumed) format as the reference: n, then n lines `x y z`.
"""
import sys
from functools import lru_cache


def pieces(x: int, y: int, z: int, i: int, j: int, k: int) -> list:
    return [tuple(sorted((a, b, c)))
            for a in (i, x - 1 - i) for b in (j, y - 1 - j) for c in (k, z - 1 - k)
            if a and b and c]


@lru_cache(maxsize=None)
def wins(position: tuple) -> bool:
    for index, (x, y, z) in enumerate(position):
        if index and position[index - 1] == (x, y, z):
            continue  # the same moves as on the previous, equal cuboid
        rest = position[:index] + position[index + 1:]
        for i in range(x):
            for j in range(y):
                for k in range(z):
                    if not wins(tuple(sorted(rest + tuple(pieces(x, y, z, i, j, k))))):
                        return True
    return False


def main() -> None:
    data = list(map(int, sys.stdin.read().split()))
    n = data[0]
    cuboids = tuple(sorted(tuple(sorted(data[1 + 3 * c:4 + 3 * c])) for c in range(n)))
    print("RUBEN" if wins(cuboids) else "ALBERT")


if __name__ == "__main__":
    sys.setrecursionlimit(100000)
    main()
