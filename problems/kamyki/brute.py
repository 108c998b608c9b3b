"""Kamyki by exhaustive game search: a position is lost iff every move leads to a won position.

A position is the tuple of pile sizes (memoised); a move lowers pile i to any v with
a_{i-1} <= v < a_i (a_0 = 0). No staircase, no Grundy values, no xor. For tiny inputs only.
"""
import sys
from functools import lru_cache


@lru_cache(maxsize=None)
def wins(piles: tuple) -> bool:
    for i, a in enumerate(piles):
        low = piles[i - 1] if i else 0
        for v in range(low, a):
            if not wins(piles[:i] + (v,) + piles[i + 1:]):
                return True
    return False


def main() -> None:
    data = list(map(int, sys.stdin.read().split()))
    u, pos = data[0], 1
    for _ in range(u):
        n = data[pos]
        piles = tuple(data[pos + 1:pos + 1 + n])
        pos += 1 + n
        print("TAK" if wins(piles) else "NIE")


if __name__ == "__main__":
    sys.setrecursionlimit(1_000_000)
    main()
