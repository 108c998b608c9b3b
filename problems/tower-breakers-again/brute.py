"""Tower Breakers, Again! by exhaustive game search over whole positions.

A position is the sorted tuple of tower heights above 1 (a tower of height 1 has no move, so it
is left out). A move breaks a tower of height X into Y > 1 towers of height X / Y, Y dividing X; a
position is lost iff every move leads to a won position. Memoised; no Grundy values, no xor.
For tiny inputs only.
"""
import sys
from functools import lru_cache


@lru_cache(maxsize=None)
def wins(towers: tuple) -> bool:
    for i, x in enumerate(towers):
        rest = towers[:i] + towers[i + 1:]
        for y in range(2, x + 1):
            if x % y == 0:
                z = x // y
                after = tuple(sorted(rest + ((z,) * y if z > 1 else ())))
                if not wins(after):
                    return True
    return False


def main() -> None:
    data = list(map(int, sys.stdin.read().split()))
    pos = 1
    out = []
    for _ in range(data[0]):
        n = data[pos]
        towers = tuple(sorted(h for h in data[pos + 1:pos + 1 + n] if h > 1))
        out.append("1" if wins(towers) else "2")
        pos += 1 + n
    print("\n".join(out))


if __name__ == "__main__":
    sys.setrecursionlimit(1_000_000)
    main()
