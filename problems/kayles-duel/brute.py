"""kayles-duel by exhaustive game search: a row is won iff some move leads to a lost row.

Prints First when the player to move at the start wins with perfect play, else Second. States are
whole rows of pins ('I' standing, '.' down), memoised; no Grundy values, no xor. The player who
cannot move (no pin standing) has lost.

Importable (tests and problems/kayles-duel/play.py use it): a position is the row string;
`moves(row)` maps each legal move, written as the protocol's line `p k`, to the row after it;
`wins(row)` says whether the player to move wins.
"""
from __future__ import annotations

import sys
from functools import lru_cache

END = "0 0"            # what the interactor prints when the game is over
REJECT = "-1 -1"       # what it prints after an illegal move
END_AFTER_JURY = True  # the jury's last move is followed by END too


def parse_input(text: str) -> str:
    return text.split()[1]


def intro_length(first_line: str) -> int:
    """How many lines the interactor prints before the solution chooses its side."""
    return 2


def moves(row: str) -> dict[str, str]:
    return {f"{p + 1} {k}": row[:p] + "." * k + row[p + k:]
            for k in (1, 2) for p in range(len(row) - k + 1) if row[p:p + k] == "I" * k}


@lru_cache(maxsize=None)
def wins(row: str) -> bool:
    return any(not wins(after) for after in moves(row).values())


def main() -> None:
    print("First" if wins(parse_input(sys.stdin.read())) else "Second")


if __name__ == "__main__":
    sys.setrecursionlimit(1_000_000)
    main()
