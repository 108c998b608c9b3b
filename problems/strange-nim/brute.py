"""Strange Nim by exhaustive game search: a position is lost iff every move leads to a won position.

A position is the sorted tuple of (stones, K) pairs; a move takes 1..stones // K stones from one
pile. Memoised over whole positions; no Grundy values, no xor. For tiny inputs only.
"""
import sys
from functools import lru_cache


@lru_cache(maxsize=None)
def wins(piles: tuple) -> bool:
    for i, (a, k) in enumerate(piles):
        for t in range(1, a // k + 1):
            after = tuple(sorted(piles[:i] + ((a - t, k),) + piles[i + 1:]))
            if not wins(after):
                return True
    return False


def main() -> None:
    data = list(map(int, sys.stdin.read().split()))
    n = data[0]
    piles = tuple(sorted((data[1 + 2 * i], data[2 + 2 * i]) for i in range(n)))
    print("Takahashi" if wins(piles) else "Aoki")


if __name__ == "__main__":
    sys.setrecursionlimit(1_000_000)
    main()
