"""Tower Breakers, Revisited! by exhaustive game search over whole positions.

A position is the sorted tuple of tower heights; a move lowers one tower to a proper divisor of
its height; a position is lost iff every move leads to a won position. Memoised; no Grundy values,
no xor. For tiny inputs only.
"""
import sys
from functools import lru_cache


@lru_cache(maxsize=None)
def wins(towers: tuple) -> bool:
    for i, x in enumerate(towers):
        for y in range(1, x):
            if x % y == 0:
                after = tuple(sorted(towers[:i] + (y,) + towers[i + 1:]))
                if not wins(after):
                    return True
    return False


def main() -> None:
    data = list(map(int, sys.stdin.read().split()))
    pos = 1
    out = []
    for _ in range(data[0]):
        n = data[pos]
        out.append("1" if wins(tuple(sorted(data[pos + 1:pos + 1 + n]))) else "2")
        pos += 1 + n
    print("\n".join(out))


if __name__ == "__main__":
    sys.setrecursionlimit(1_000_000)
    main()
