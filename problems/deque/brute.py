"""deque by the rules alone: a position is the row still on the table and whose turn it is;
Taro (to move first) maximises X - Y, Jiro minimises it. Every play is searched, memoised on
the whole position (the remaining row as a tuple and the player to move), for tiny rows only.
"""
import sys
from functools import lru_cache


@lru_cache(maxsize=None)
def result(row: tuple[int, ...], taro: bool) -> int:
    """X - Y gained from here on with `row` left and Taro to move iff `taro`."""
    if not row:
        return 0
    sign = 1 if taro else -1
    outcomes = [sign * row[0] + result(row[1:], not taro),
                sign * row[-1] + result(row[:-1], not taro)]
    return max(outcomes) if taro else min(outcomes)


def main() -> None:
    data = sys.stdin.read().split()
    n = int(data[0])
    print(result(tuple(int(x) for x in data[1:1 + n]), True))


if __name__ == "__main__":
    main()
