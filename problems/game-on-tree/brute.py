"""Game on Tree by exhaustive game search: a position is lost iff every move leads to a won position.

A position is the set of edges still attached to vertex 1 (memoised as a frozenset). A move deletes
one edge and keeps only the edges still connected to vertex 1. No Grundy values, no xor.
For tiny trees only.
"""
import sys
from functools import lru_cache


def main() -> None:
    data = list(map(int, sys.stdin.read().split()))
    n = data[0]
    edges = [(data[1 + 2 * i], data[2 + 2 * i]) for i in range(n - 1)]

    def attached(kept: frozenset) -> frozenset:
        """The edges of `kept` that vertex 1 still reaches."""
        reached, changed, result = {1}, True, set()
        while changed:
            changed = False
            for e in kept:
                if e not in result and (e[0] in reached or e[1] in reached):
                    result.add(e)
                    reached.update(e)
                    changed = True
        return frozenset(result)

    @lru_cache(maxsize=None)
    def wins(position: frozenset) -> bool:
        return any(not wins(attached(position - {e})) for e in position)

    print("Alice" if wins(frozenset(edges)) else "Bob")


if __name__ == "__main__":
    main()
