"""Domineering rooms by exhaustive game search on each whole board: a position (the set of free
cells) is won for the player to move iff some domino they may place leads to a position the
opponent, then to move, does not win. Vertical places a domino on two free cells of a column,
Horizontal on two free cells of a row. No rooms, no values. For tiny boards only.
"""
import sys
from functools import lru_cache


def solve(h: int, w: int, rows: list[str]) -> str:
    start = sum(1 << (r * w + c) for r in range(h) for c in range(w) if rows[r][c] == ".")

    @lru_cache(maxsize=None)
    def wins(mask: int, vertical: bool) -> bool:
        for r in range(h):
            for c in range(w):
                i = r * w + c
                j = i + w if vertical else i + 1
                if (r + 1 < h if vertical else c + 1 < w) and mask >> i & 1 and mask >> j & 1:
                    if not wins(mask & ~(1 << i) & ~(1 << j), not vertical):
                        return True
        return False

    v, hz = wins(start, True), wins(start, False)
    return "First" if v and hz else "Vertical" if v else "Horizontal" if hz else "Second"


def main() -> None:
    data = sys.stdin.read().split()
    t, pos, out = int(data[0]), 1, []
    for _ in range(t):
        h, w = int(data[pos]), int(data[pos + 1])
        out.append(solve(h, w, data[pos + 2:pos + 2 + h]))
        pos += 2 + h
    print("\n".join(out))


if __name__ == "__main__":
    main()
