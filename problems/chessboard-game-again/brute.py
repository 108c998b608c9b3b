"""Chessboard Game, Again! by exhaustive game search: a position is lost iff every move leads to a
won position.

States are whole positions (the sorted tuple of all coins' cells), memoised; no Grundy values, no
xor. A move takes one coin from (x, y) to (x-2, y+1), (x-2, y-1), (x+1, y-2) or (x-1, y-2) on the
15x15 board. For tiny inputs only (a few coins).
"""
import sys
from functools import lru_cache

SIDE = 15
STEPS = ((-2, 1), (-2, -1), (1, -2), (-1, -2))


@lru_cache(maxsize=None)
def wins(coins: tuple) -> bool:
    for i, (x, y) in enumerate(coins):
        for dx, dy in STEPS:
            nx, ny = x + dx, y + dy
            if 1 <= nx <= SIDE and 1 <= ny <= SIDE:
                after = tuple(sorted(coins[:i] + ((nx, ny),) + coins[i + 1:]))
                if not wins(after):
                    return True
    return False


def main() -> None:
    data = list(map(int, sys.stdin.read().split()))
    pos = 1
    out = []
    for _ in range(data[0]):
        k = data[pos]
        coins = tuple(sorted((data[pos + 1 + 2 * j], data[pos + 2 + 2 * j]) for j in range(k)))
        pos += 1 + 2 * k
        out.append("First" if wins(coins) else "Second")
    print("\n".join(out))


if __name__ == "__main__":
    sys.setrecursionlimit(1_000_000)
    main()
