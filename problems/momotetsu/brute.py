"""momotetsu by the rules alone: a position is the square of the piece and both players'
points so far; the player to move (Takahashi on even i + j, counted from 0) shifts the piece
right or down and gains 1 for a `+` square, loses 1 for a `-` square. When the piece reaches
the bottom-right square the higher score wins. Each player prefers a win to a draw to a loss:
results are searched as outcomes (1 Takahashi wins, 0 draw, -1 Aoki wins), Takahashi
maximising, Aoki minimising, memoised on the whole position. Tiny grids only.
"""
import sys
from functools import lru_cache


def solve(grid: list[str]) -> str:
    h, w = len(grid), len(grid[0])

    @lru_cache(maxsize=None)
    def outcome(i: int, j: int, takahashi: int, aoki: int) -> int:
        if i == h - 1 and j == w - 1:
            return (takahashi > aoki) - (takahashi < aoki)
        mover_is_takahashi = (i + j) % 2 == 0
        results = []
        for ni, nj in ((i, j + 1), (i + 1, j)):
            if ni < h and nj < w:
                point = 1 if grid[ni][nj] == "+" else -1
                if mover_is_takahashi:
                    results.append(outcome(ni, nj, takahashi + point, aoki))
                else:
                    results.append(outcome(ni, nj, takahashi, aoki + point))
        return max(results) if mover_is_takahashi else min(results)

    return {1: "Takahashi", 0: "Draw", -1: "Aoki"}[outcome(0, 0, 0, 0)]


def main() -> None:
    data = sys.stdin.read().split()
    h = int(data[0])
    print(solve(data[2:2 + h]))


if __name__ == "__main__":
    main()
