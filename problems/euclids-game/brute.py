"""Euclid's Game by exhaustive game search from the rules, for tiny inputs.

From (a, b) a move subtracts a positive multiple of the smaller number from the larger, keeping it
>= 0; the player who makes a 0 wins, so a position with a 0 is lost for the player to move. A
position is won iff some move leads to a lost one. No quotient rule, no golden ratio.
"""
import sys
from functools import lru_cache


@lru_cache(maxsize=None)
def wins(a: int, b: int) -> bool:
    if a == 0 or b == 0:
        return False
    hi, lo = max(a, b), min(a, b)
    return any(not wins(r, lo) for r in range(hi - lo, -1, -lo))


def main() -> None:
    values = list(map(int, sys.stdin.read().split()))
    out = []
    for a, b in zip(values[0::2], values[1::2]):
        if a == 0 and b == 0:
            break
        out.append("Stan wins" if wins(a, b) else "Ollie wins")
    print("\n".join(out))


if __name__ == "__main__":
    sys.setrecursionlimit(100_000)
    main()
