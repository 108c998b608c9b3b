"""Stone Division by exhaustive game search: a position is lost iff every move leads to a won
position.

States are whole positions (the sorted tuple of pile sizes), memoised; a move replaces one pile of
size x, for some s in S dividing x, by s piles of x / s. No Grundy values, no xor, no parity
shortcut. For tiny inputs only.
"""
import sys
from functools import lru_cache


def main() -> None:
    data = list(map(int, sys.stdin.read().split()))
    n, m = data[0], data[1]
    splits = data[2:2 + m]

    @lru_cache(maxsize=None)
    def wins(piles: tuple) -> bool:
        for i, x in enumerate(piles):
            if i > 0 and piles[i - 1] == x:
                continue  # an equal pile was just tried: the same moves, the same positions
            for s in splits:
                if x % s == 0:
                    after = tuple(sorted(piles[:i] + (x // s,) * s + piles[i + 1:]))
                    if not wins(after):
                        return True
        return False

    print("First" if wins((n,)) else "Second")


if __name__ == "__main__":
    sys.setrecursionlimit(1_000_000)
    main()
