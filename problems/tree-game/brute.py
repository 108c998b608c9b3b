"""Tree Game by exhaustive game search: a position is lost iff every move leads to a won position.

A position is (the piece's vertex, the tuple of stone counts); a move takes one stone from the
piece's vertex and moves the piece to any neighbour. Memoised over whole positions; no shortcut
about smaller neighbours. For tiny inputs only.
"""
import sys
from functools import lru_cache


def main() -> None:
    data = list(map(int, sys.stdin.read().split()))
    n = data[0]
    stones = tuple(data[1:1 + n])
    adj = [[] for _ in range(n)]
    for i in range(n - 1):
        a, b = data[1 + n + 2 * i] - 1, data[2 + n + 2 * i] - 1
        adj[a].append(b)
        adj[b].append(a)

    @lru_cache(maxsize=None)
    def wins(v: int, counts: tuple) -> bool:
        if counts[v] == 0:
            return False
        after = counts[:v] + (counts[v] - 1,) + counts[v + 1:]
        return any(not wins(u, after) for u in adj[v])

    print(" ".join(str(v + 1) for v in range(n) if wins(v, stones)))


if __name__ == "__main__":
    sys.setrecursionlimit(1_000_000)
    main()
