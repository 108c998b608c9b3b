"""Nimble Game by exhaustive game search over whole positions (the tuple of coin counts per square).

A move takes one coin from a square i >= 1 to any square j < i; a position is lost iff every move
leads to a won position (with all coins on square 0 there is no move: lost). Memoised; no Grundy
values, no xor. For tiny inputs only.
"""
import sys
from functools import lru_cache


@lru_cache(maxsize=None)
def wins(coins: tuple) -> bool:
    for i in range(1, len(coins)):
        if coins[i]:
            for j in range(i):
                after = list(coins)
                after[i] -= 1
                after[j] += 1
                if not wins(tuple(after)):
                    return True
    return False


def main() -> None:
    data = list(map(int, sys.stdin.read().split()))
    pos, out = 1, []
    for _ in range(data[0]):
        n = data[pos]
        out.append("First" if wins(tuple(data[pos + 1:pos + 1 + n])) else "Second")
        pos += 1 + n
    print("\n".join(out))


if __name__ == "__main__":
    sys.setrecursionlimit(1_000_000)
    main()
