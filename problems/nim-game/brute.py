"""Introduction to Nim Game by exhaustive game search: a position is lost iff every move leads to a
won position.

States are whole positions (the sorted tuple of pile sizes, empty piles included), memoised; a move
takes one or more stones from one pile. No Grundy values, no xor. For tiny inputs only.
"""
import sys
from functools import lru_cache


@lru_cache(maxsize=None)
def wins(piles: tuple) -> bool:
    for i, p in enumerate(piles):
        for left in range(p):
            if not wins(tuple(sorted(piles[:i] + (left,) + piles[i + 1:]))):
                return True
    return False


def main() -> None:
    data = list(map(int, sys.stdin.read().split()))
    pos = 1
    out = []
    for _ in range(data[0]):
        n = data[pos]
        piles = tuple(sorted(data[pos + 1:pos + 1 + n]))
        pos += 1 + n
        out.append("First" if wins(piles) else "Second")
    print("\n".join(out))


if __name__ == "__main__":
    sys.setrecursionlimit(1_000_000)
    main()
