"""wythoff-duel by exhaustive game search: a square is won iff some move leads to a lost one.

Prints First when the player to move at the start wins with perfect play, else Second. The queen
moves left, down or diagonally towards (0, 0) by at least one square; the player who cannot move
(the queen is on (0, 0)) has lost. States are squares, memoised; no formula, no golden ratio.

Importable (tests and problems/wythoff-duel/play.py use it): a position is (x, y);
`moves(position)` maps each legal move, written as the protocol's line `x y` (the queen's new
square), to the square; `wins(position)` says whether the player to move wins.
"""
from __future__ import annotations

import sys
from functools import lru_cache

END = "0 0"             # what the interactor prints after the solution reaches (0, 0)
REJECT = "-1 -1"        # what it prints after an illegal move
END_AFTER_JURY = False  # the jury's move to (0, 0) is itself the last line


def parse_input(text: str) -> tuple[int, int]:
    x, y = map(int, text.split())
    return x, y


def intro_length(first_line: str) -> int:
    """How many lines the interactor prints before the solution chooses its side."""
    return 1


def moves(position: tuple[int, int]) -> dict[str, tuple[int, int]]:
    x, y = position
    squares = [(a, y) for a in range(x)] + [(x, b) for b in range(y)]
    squares += [(x - s, y - s) for s in range(1, min(x, y) + 1)]
    return {f"{a} {b}": (a, b) for a, b in squares}


@lru_cache(maxsize=None)
def wins(position: tuple[int, int]) -> bool:
    return any(not wins(after) for after in moves(position).values())


def main() -> None:
    print("First" if wins(parse_input(sys.stdin.read())) else "Second")


if __name__ == "__main__":
    sys.setrecursionlimit(1_000_000)
    main()
