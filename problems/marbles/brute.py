"""Marbles by exhaustive game search, straight from the rules.

A position is the sorted tuple of marbles (row, column), memoised. The player to move wins iff some
move puts a marble on (0, 0), or leads to a position that is lost for the opponent. The game stops
as soon as a marble reaches (0, 0), so no position searched holds one there, and every marble in it
has a move: the "no move" case never arises. Marbles may pass through row 0 and column 0.
No Grundy values, no xor, no diagonal shortcut. For tiny inputs only.
"""
import sys
from functools import lru_cache


def destinations(l: int, c: int):
    for u in range(1, l + 1):
        yield l - u, c
    for u in range(1, c + 1):
        yield l, c - u
    for u in range(1, min(l, c) + 1):
        yield l - u, c - u


@lru_cache(maxsize=None)
def wins(marbles: tuple) -> bool:
    for i, (l, c) in enumerate(marbles):
        if i and marbles[i - 1] == (l, c):
            continue  # the same moves as the equal marble before it
        rest = marbles[:i] + marbles[i + 1:]
        for to in destinations(l, c):
            if to == (0, 0) or not wins(tuple(sorted(rest + (to,)))):
                return True
    return False


def main() -> None:
    data = list(map(int, sys.stdin.read().split()))
    n = data[0]
    marbles = tuple(sorted((data[1 + 2 * i], data[2 + 2 * i]) for i in range(n)))
    print("Y" if wins(marbles) else "N")


if __name__ == "__main__":
    sys.setrecursionlimit(100000)
    main()
