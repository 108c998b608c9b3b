"""nim-move by exhaustive game search: a position is lost iff every move leads to a won position.

States are whole positions (the sorted tuple of heap sizes), memoised; no Grundy values, no xor.
Prints LOSE, or the first move (in heap order, then new size from 0 up) that leaves a lost
position; the checker accepts any winning move. For tiny inputs only.
"""
import sys
from functools import lru_cache


@lru_cache(maxsize=None)
def wins(heaps: tuple) -> bool:
    for i, h in enumerate(heaps):
        for to in range(h):
            if not wins(tuple(sorted(heaps[:i] + (to,) + heaps[i + 1:]))):
                return True
    return False


def main() -> None:
    data = list(map(int, sys.stdin.read().split()))
    heaps = data[1:1 + data[0]]
    for i, h in enumerate(heaps):
        for to in range(h):
            after = heaps[:i] + [to] + heaps[i + 1:]
            if not wins(tuple(sorted(after))):
                print(i + 1, to)
                return
    print("LOSE")


if __name__ == "__main__":
    sys.setrecursionlimit(1_000_000)
    main()
