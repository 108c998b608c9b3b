"""S-Nim by exhaustive game search: a position is lost iff every move leads to a won position.

States are whole positions (the sorted tuple of heap sizes), memoised; no Grundy values, no xor.
For tiny inputs only.
"""
import sys
from functools import lru_cache


def main() -> None:
    data = list(map(int, sys.stdin.read().split()))
    k = data[0]
    moves = sorted(set(data[1:1 + k]))
    pos = 1 + k
    m = data[pos]
    pos += 1

    @lru_cache(maxsize=None)
    def wins(heaps: tuple) -> bool:
        for i, h in enumerate(heaps):
            for s in moves:
                if s <= h:
                    after = tuple(sorted(heaps[:i] + (h - s,) + heaps[i + 1:]))
                    if not wins(after):
                        return True
        return False

    answer = []
    for _ in range(m):
        count = data[pos]
        heaps = tuple(sorted(data[pos + 1:pos + 1 + count]))
        pos += 1 + count
        answer.append("W" if wins(heaps) else "L")
    print("".join(answer))


if __name__ == "__main__":
    sys.setrecursionlimit(1_000_000)
    main()
