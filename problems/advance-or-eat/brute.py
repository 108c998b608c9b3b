"""Advance or Eat by exhaustive game search on the whole board: a position is lost for the player
to move iff every move leads to a position the opponent (then to move) wins. No values, no columns.
For tiny boards only.
"""
import sys
from functools import lru_cache


def main() -> None:
    data = sys.stdin.read().split()
    n = int(data[0])
    board = "".join(data[1:1 + n])

    def moves(b: str, takahashi: bool) -> list[str]:
        mine, theirs = ("W", "B") if takahashi else ("B", "W")
        out = []
        for k, c in enumerate(b):
            if c == theirs:  # eat
                out.append(b[:k] + "." + b[k + 1:])
            elif c == mine and k >= n and b[k - n] == ".":  # one square up
                t = list(b)
                t[k - n], t[k] = c, "."
                out.append("".join(t))
        return out

    @lru_cache(maxsize=None)
    def wins(b: str, takahashi: bool) -> bool:
        return any(not wins(m, not takahashi) for m in moves(b, takahashi))

    print("Takahashi" if wins(board, True) else "Snuke")


if __name__ == "__main__":
    main()
