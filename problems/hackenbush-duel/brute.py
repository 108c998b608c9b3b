"""hackenbush-duel by exhaustive game search: a picture is won iff some move leads to a lost one.

Prints First when the player to move at the start wins with perfect play, else Second. A
position is the set of edges still standing (a bitmask over the input's edges, so parallel edges
and loops stay distinct); a move deletes one edge and keeps only the edges that the ground
(vertex 0) still reaches. Memoised over whole positions; no colon or fusion principle, no xor.
The player who cannot move (no edge left) has lost.

Importable (tests and problems/hackenbush-duel/play.py use it): a position is (edges, mask);
`moves(position)` maps each legal move, written as the protocol's line `e` (1-based), to the
position after it; `wins(position)` says whether the player to move wins.
"""
from __future__ import annotations

import sys
from functools import lru_cache

END = "0"              # what the interactor prints when the game is over
REJECT = "-1"          # what it prints after an illegal move
END_AFTER_JURY = True  # the jury's last move is followed by END too


def parse_input(text: str) -> tuple[tuple[tuple[int, int], ...], int]:
    numbers = list(map(int, text.split()))
    m = numbers[1]
    edges = tuple((numbers[2 + 2 * i], numbers[3 + 2 * i]) for i in range(m))
    return edges, (1 << m) - 1


def intro_length(first_line: str) -> int:
    """How many lines the interactor prints before the solution chooses its side."""
    return 1 + int(first_line.split()[1])


def grounded(edges, kept: int) -> int:
    """The edges of `kept` that the ground still reaches (a search from vertex 0)."""
    at: dict[int, list[int]] = {}
    for i, (u, v) in enumerate(edges):
        if kept >> i & 1:
            at.setdefault(u, []).append(i)
            at.setdefault(v, []).append(i)
    result, stack, seen = 0, [0], {0}
    while stack:
        for i in at.get(stack.pop(), []):
            result |= 1 << i
            for w in edges[i]:
                if w not in seen:
                    seen.add(w)
                    stack.append(w)
    return result


def moves(position) -> dict[str, tuple]:
    edges, mask = position
    return {str(i + 1): (edges, grounded(edges, mask & ~(1 << i)))
            for i in range(len(edges)) if mask >> i & 1}


@lru_cache(maxsize=None)
def wins(position) -> bool:
    return any(not wins(after) for after in moves(position).values())


def main() -> None:
    print("First" if wins(parse_input(sys.stdin.read())) else "Second")


if __name__ == "__main__":
    sys.setrecursionlimit(1_000_000)
    main()
