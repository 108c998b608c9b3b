"""Fibonacci Nim by exhaustive game search over (stones left, largest allowed take).

A position is lost iff every take leads to a won position; taking the last stone wins. The first
move may take 1..n-1, later ones up to twice the opponent's last take. No Fibonacci numbers used.
For tiny inputs only (the table is n^2 states with n moves each).
"""
import sys


def main() -> None:
    values = list(map(int, sys.stdin.read().split()))
    cases = values[:values.index(0)]
    top = max(cases, default=1)
    # win[n][t]: the mover with n stones and limit t (t <= n; a larger limit is the same as n).
    win = [[False] * (top + 1) for _ in range(top + 1)]
    for n in range(1, top + 1):
        for t in range(1, n + 1):
            win[n][t] = any(x == n or not win[n - x][min(2 * x, n - x)]
                            for x in range(1, t + 1))
    print("\n".join("First win" if win[n][n - 1] else "Second win" for n in cases))


if __name__ == "__main__":
    main()
