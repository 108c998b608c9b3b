"""generalized-subtraction by exhaustive game search: a row is won iff some move leads to a lost row.

Prints First when the player to move at the start wins with perfect play, else Second. A position
is (L, R, the row of cards as a string, '1' present and '0' taken), memoised; no Grundy values, no
xor. The player who cannot move has lost.

Importable (tests and problems/generalized-subtraction/play.py use it): `moves(position)` maps
each legal move, written as the protocol's line `x y`, to the position after it; `wins(position)`
says whether the player to move wins.
"""
from __future__ import annotations

import sys
from functools import lru_cache

END = "0 0"             # what the interactor prints when it has no move (the solution won)
REJECT = "-1 -1"        # what it prints after an illegal move, or after the solution's `0 0`
END_AFTER_JURY = False  # after the jury's last move the solution speaks first: SURRENDER
SURRENDER = "0 0"       # what the solution prints when it has no move (the jury answers REJECT)


def parse_input(text: str) -> tuple[int, int, str]:
    n, lo, hi = map(int, text.split()[:3])
    return lo, hi, "1" * n


def intro_length(first_line: str) -> int:
    """How many lines the interactor prints before the solution chooses its side."""
    return 1


def moves(position: tuple[int, int, str]) -> dict[str, tuple[int, int, str]]:
    lo, hi, row = position
    return {f"{x + 1} {y}": (lo, hi, row[:x] + "0" * y + row[x + y:])
            for y in range(lo, hi + 1) for x in range(len(row) - y + 1)
            if row[x:x + y] == "1" * y}


@lru_cache(maxsize=None)
def wins(position: tuple[int, int, str]) -> bool:
    return any(not wins(after) for after in moves(position).values())


def main() -> None:
    print("First" if wins(parse_input(sys.stdin.read())) else "Second")


if __name__ == "__main__":
    sys.setrecursionlimit(1_000_000)
    main()
