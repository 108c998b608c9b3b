"""Nim or not Nim? by exhaustive game search: a position is lost iff every move leads to a won
position.

States are whole positions (the sorted tuple of non-empty heaps), memoised. A move takes one or
more objects from one heap (a heap that reaches 0 disappears), or splits one heap into two
non-empty heaps. No Grundy values, no xor. For tiny inputs only.
"""
import sys
from functools import lru_cache


@lru_cache(maxsize=None)
def wins(heaps: tuple) -> bool:
    for i, h in enumerate(heaps):
        if i and heaps[i - 1] == h:
            continue  # the same moves as the equal heap before it
        rest = heaps[:i] + heaps[i + 1:]
        options = [rest + (left,) if left else rest for left in range(h)]
        options += [rest + (a, h - a) for a in range(1, h // 2 + 1)]
        if any(not wins(tuple(sorted(o))) for o in options):
            return True
    return False


def main() -> None:
    data = list(map(int, sys.stdin.read().split()))
    pos = 1
    out = []
    for _ in range(data[0]):
        n = data[pos]
        heaps = tuple(sorted(data[pos + 1:pos + 1 + n]))
        pos += 1 + n
        out.append("Alice" if wins(heaps) else "Bob")
    print("\n".join(out))


if __name__ == "__main__":
    sys.setrecursionlimit(1_000_000)
    main()
