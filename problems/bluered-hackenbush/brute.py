"""Blue-Red Hackenbush from the rules: a position is the set of edges still standing.

The winner: a position is won for the player to move iff some move leads to a position the
opponent, then to move, does not win (searched for Blue first and Red first). The value: Conway's
definition of a number, {best Left option | best Right option} = the simplest number strictly
between them, over whole positions (no tree or string formula); the search checks that every
position is a number. For tiny inputs only.
"""
import sys
from fractions import Fraction
from functools import lru_cache


def simplest(lo, hi):
    """The simplest number strictly between lo and hi (None: no bound): Conway's birthday order."""
    if (lo is None or lo < 0) and (hi is None or hi > 0):
        return Fraction(0)
    if lo is not None and lo >= 0:
        n = Fraction(lo.numerator // lo.denominator + 1)
        if hi is None or n < hi:
            return n
    else:
        n = Fraction(-((-hi.numerator) // hi.denominator) - 1)
        if lo is None or n > lo:
            return n
    d = 2
    while True:
        c = Fraction((lo * d).numerator // (lo * d).denominator + 1, d)
        if c < hi:
            return c
        d *= 2


def main() -> None:
    data = sys.stdin.read().split()
    n = int(data[0])
    parent = [0] + [int(data[1 + 2 * i]) for i in range(n)]
    colour = [""] + [data[2 + 2 * i] for i in range(n)]

    def cut(mask: int, e: int) -> int:
        mask &= ~(1 << e)
        for v in range(1, n + 1):  # parents come first: one pass drops what fell
            if parent[v] and not mask >> parent[v] & 1:
                mask &= ~(1 << v)
        return mask

    def moves(mask: int, c: str) -> list[int]:
        return [cut(mask, e) for e in range(1, n + 1) if mask >> e & 1 and colour[e] == c]

    @lru_cache(maxsize=None)
    def wins(mask: int, c: str) -> bool:
        other = "R" if c == "B" else "B"
        return any(not wins(m, other) for m in moves(mask, c))

    @lru_cache(maxsize=None)
    def value(mask: int) -> Fraction:
        left = [value(m) for m in moves(mask, "B")]
        right = [value(m) for m in moves(mask, "R")]
        lo, hi = (max(left) if left else None), (min(right) if right else None)
        assert lo is None or hi is None or lo < hi, "a Blue-Red position is a number"
        return simplest(lo, hi)

    start = sum(1 << v for v in range(1, n + 1))
    v = value(start)
    blue_first, red_first = wins(start, "B"), wins(start, "R")
    assert not (blue_first and red_first), "a number is never a first-player win"
    winner = "Blue" if blue_first else "Red" if red_first else "Second"
    print(v.numerator if v.denominator == 1 else f"{v.numerator}/{v.denominator}")
    print(winner)


if __name__ == "__main__":
    main()
