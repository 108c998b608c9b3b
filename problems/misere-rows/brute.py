"""Misère rows by exhaustive search of the whole position, from the rules alone.

A position is the sorted tuple of the rows' lengths (empty rows dropped). A move takes one coin or
three adjacent coins from an end of a row, or two adjacent coins from anywhere in a row (a row of
length r becomes rows of a and r - 2 - a). The player who takes the last coin loses, so a player
facing no coin at all has won. A position is lost iff every move leads to a won position. Memoised;
no Grundy values, no genus. For tiny inputs only.
"""
import sys
from functools import lru_cache


def moves(rows: tuple) -> set:
    out = set()
    for i, r in enumerate(rows):
        rest = rows[:i] + rows[i + 1:]
        pieces = []
        for k in (1, 3):
            if k <= r:
                pieces.append((r - k,))
        if r >= 2:
            for a in range(0, r - 1):
                pieces.append((a, r - 2 - a))
        for piece in pieces:
            out.add(tuple(sorted(rest + tuple(p for p in piece if p > 0))))
    return out


@lru_cache(maxsize=None)
def wins(rows: tuple) -> bool:
    after = moves(rows)
    if not after:
        return True  # no coin left: the opponent took the last one
    return any(not wins(p) for p in after)


def main() -> None:
    data = list(map(int, sys.stdin.read().split()))
    pos, out = 1, []
    for _ in range(data[0]):
        n = data[pos]
        rows = tuple(sorted(data[pos + 1:pos + 1 + n]))
        pos += 1 + n
        out.append("First" if wins(rows) else "Second")
    print("\n".join(out))


if __name__ == "__main__":
    sys.setrecursionlimit(1_000_000)
    main()
