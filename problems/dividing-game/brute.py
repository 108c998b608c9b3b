"""Dividing Game by exhaustive game search over whole positions.

A position is the sorted tuple of the numbers above 1 (a 1 has no move, so it is left out); a move
replaces one number by a divisor other than itself; a position is lost iff every move leads to a
won position. Memoised; no Grundy values, no xor. For tiny inputs only.
"""
import sys
from functools import lru_cache


@lru_cache(maxsize=None)
def wins(numbers: tuple) -> bool:
    for i, a in enumerate(numbers):
        rest = numbers[:i] + numbers[i + 1:]
        for d in range(1, a):
            if a % d == 0:
                after = tuple(sorted(rest + ((d,) if d > 1 else ())))
                if not wins(after):
                    return True
    return False


def main() -> None:
    data = list(map(int, sys.stdin.read().split()))
    n = data[0]
    print("Anna" if wins(tuple(sorted(data[1:1 + n]))) else "Bruno")


if __name__ == "__main__":
    sys.setrecursionlimit(1_000_000)
    main()
