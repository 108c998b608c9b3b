"""nim-duel by exhaustive game search: a position is won iff some move leads to a lost one.

Prints First when the player to move at the start wins with perfect play, else Second. Positions
are whole pile tuples, memoised; no xor, no Sprague-Grundy value. The empty position ends the
game: in normal play (m = 0) the player to move there has lost, in misere play (m = 1) won.

Importable (tests and problems/nim-duel/play.py use it): a position is (piles, misere);
`moves(position)` maps each legal move, written as the protocol's line `i x`, to the position
after it; `wins(position)` says whether the player to move wins.
"""
from __future__ import annotations

import sys
from functools import lru_cache

END = "0 0"            # what the interactor prints when the game is over
REJECT = "-1 -1"       # what it prints after an illegal move
END_AFTER_JURY = True  # the jury's last move is followed by END too


def parse_input(text: str) -> tuple[tuple[int, ...], bool]:
    numbers = list(map(int, text.split()))
    n, m = numbers[0], numbers[1]
    return tuple(numbers[2:2 + n]), m == 1


def intro_length(first_line: str) -> int:
    """How many lines the interactor prints before the solution chooses its side."""
    return 2


def moves(position) -> dict[str, tuple]:
    piles, misere = position
    return {f"{i + 1} {x}": (piles[:i] + (a - x,) + piles[i + 1:], misere)
            for i, a in enumerate(piles) for x in range(1, a + 1)}


@lru_cache(maxsize=None)
def _wins(sorted_piles: tuple[int, ...], misere: bool) -> bool:
    if not any(sorted_piles):
        return misere
    for i, a in enumerate(sorted_piles):
        for left in range(a):
            after = tuple(sorted(sorted_piles[:i] + (left,) + sorted_piles[i + 1:]))
            if not _wins(after, misere):
                return True
    return False


def wins(position) -> bool:
    piles, misere = position
    return _wins(tuple(sorted(piles)), misere)


def main() -> None:
    print("First" if wins(parse_input(sys.stdin.read())) else "Second")


if __name__ == "__main__":
    sys.setrecursionlimit(1_000_000)
    main()
