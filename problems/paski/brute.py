"""Paski by exhaustive game search: a position is lost iff every move leads to a won position.

A position is the sorted tuple of the lengths of the free segments (memoised). A move puts a strip
of length s (one of the three colours) inside a segment of length L at offset a, 0 <= a <= L - s,
leaving segments a and L - s - a. No Grundy values, no xor. For tiny boards only.
"""
import sys
from functools import lru_cache


def main() -> None:
    data = list(map(int, sys.stdin.read().split()))
    strips = sorted(set(data[:3]))
    m = data[3]
    boards = data[4:4 + m]

    @lru_cache(maxsize=None)
    def wins(segments: tuple) -> bool:
        for i, length in enumerate(segments):
            if i and segments[i - 1] == length:
                continue  # the same move as on the previous, equal segment
            rest = segments[:i] + segments[i + 1:]
            for s in strips:
                for a in range(length - s + 1):
                    after = tuple(sorted(rest + tuple(x for x in (a, length - s - a) if x)))
                    if not wins(after):
                        return True
        return False

    print("\n".join("1" if wins((p,)) else "2" for p in boards))


if __name__ == "__main__":
    main()
