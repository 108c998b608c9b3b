"""Misère Nim by exhaustive game search over whole positions (sorted tuples of non-empty piles).

A move lowers one pile; the player who takes the last stone loses, so a move that empties the table
never wins. A position is lost iff every other move leads to a won position. Memoised; no Grundy
values, no xor. For tiny inputs only.
"""
import sys
from functools import lru_cache


@lru_cache(maxsize=None)
def wins(piles: tuple) -> bool:
    for i, s in enumerate(piles):
        for left in range(s):
            after = tuple(sorted(piles[:i] + ((left,) if left else ()) + piles[i + 1:]))
            if after and not wins(after):
                return True
    return False


def main() -> None:
    data = list(map(int, sys.stdin.read().split()))
    pos, out = 1, []
    for _ in range(data[0]):
        n = data[pos]
        out.append("First" if wins(tuple(sorted(data[pos + 1:pos + 1 + n]))) else "Second")
        pos += 1 + n
    print("\n".join(out))


if __name__ == "__main__":
    sys.setrecursionlimit(1_000_000)
    main()
