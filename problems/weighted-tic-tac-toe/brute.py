"""weighted-tic-tac-toe by the rules alone: a position is the board (None = white, "T" = red,
"A" = blue), both players' points and who moves. The mover paints a white cell and gains its
number; a line of three of one colour ends the game and its owner wins; a full board without a
line goes to the larger total. Every play is searched (win or loss for Takahashi: he wins iff
some move wins for him; Aoki wins iff some move wins for him), memoised on the whole position.
"""
import sys
from functools import lru_cache

LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]


def solve(weights: list[int]) -> str:
    @lru_cache(maxsize=None)
    def takahashi_wins(board: tuple, points_t: int, points_a: int, mover: str) -> bool:
        results = []
        for k in range(9):
            if board[k] is not None:
                continue
            after = board[:k] + (mover,) + board[k + 1:]
            t = points_t + (weights[k] if mover == "T" else 0)
            a = points_a + (weights[k] if mover == "A" else 0)
            if any(after[x] == after[y] == after[z] == mover for x, y, z in LINES):
                results.append(mover == "T")
            elif all(cell is not None for cell in after):
                results.append(t > a)
            else:
                results.append(takahashi_wins(after, t, a, "A" if mover == "T" else "T"))
        return any(results) if mover == "T" else all(results)

    return "Takahashi" if takahashi_wins((None,) * 9, 0, 0, "T") else "Aoki"


def main() -> None:
    print(solve([int(x) for x in sys.stdin.read().split()[:9]]))


if __name__ == "__main__":
    main()
