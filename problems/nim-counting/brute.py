"""Nim Counting by enumeration and exhaustive game search.

Every sequence of 1..N heaps with sizes from A is listed, and each is decided by a plain Nim game
search: a position is lost iff every move (take one or more stones from one heap) leads to a won
position, memoised over sorted tuples of heaps. No xor, no Grundy values. For tiny inputs only.
"""
import sys
from functools import lru_cache
from itertools import product

MOD = 998244353


@lru_cache(maxsize=None)
def wins(heaps: tuple) -> bool:
    for i, h in enumerate(heaps):
        for left in range(h):
            if not wins(tuple(sorted(heaps[:i] + (left,) + heaps[i + 1:]))):
                return True
    return False


def main() -> None:
    data = list(map(int, sys.stdin.read().split()))
    n, k, a = data[0], data[1], data[2:]
    assert len(a) == k
    count = 0
    for m in range(1, n + 1):
        for seq in product(a, repeat=m):
            count += wins(tuple(sorted(seq)))
    print(count % MOD)


if __name__ == "__main__":
    sys.setrecursionlimit(1_000_000)
    main()
