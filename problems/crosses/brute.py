"""crosses by exhaustive game search: a position is lost iff every move leads to a won position.

A position is the whole strip: the bitmask of crossed cells (memoised with the strip's length).
A move crosses an empty cell whose neighbours are not crossed. No Grundy values, no octal
reduction, no xor. For tiny strips only: n <= 24 takes a quarter of a second, n = 28 about two.
"""
import sys
from functools import lru_cache


@lru_cache(maxsize=None)
def wins(n: int, crossed: int) -> bool:
    for cell in range(n):
        if crossed & (0b111 << cell >> 1):  # the cell or a neighbour is crossed
            continue
        if not wins(n, crossed | 1 << cell):
            return True
    return False


def main() -> None:
    data = list(map(int, sys.stdin.read().split()))
    print("\n".join("First" if wins(n, 0) else "Second" for n in data[1:1 + data[0]]))


if __name__ == "__main__":
    main()
