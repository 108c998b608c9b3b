"""green-hackenbush by exhaustive game search, with the Grundy value taken from its definition.

A position is the set of edges still joined to the ground (vertex 0), as a bitmask over the test's
edges (so parallel edges and loops stay distinct). A move deletes one edge and keeps only the
edges that the ground still reaches. The value of a position is the mex of the values of the
positions one move away, memoised over whole positions. No colon principle, no fusion, no xor of
components. For tiny inputs only (about 10 edges a test).
"""
import sys
from functools import lru_cache


def grundy(edges: list[tuple[int, int]]) -> int:
    def attached(kept: int) -> int:
        """The edges of `kept` that the ground still reaches."""
        reached, result, changed = {0}, 0, True
        while changed:
            changed = False
            for i, (u, v) in enumerate(edges):
                if kept >> i & 1 and not result >> i & 1 and (u in reached or v in reached):
                    result |= 1 << i
                    reached.update((u, v))
                    changed = True
        return result

    @lru_cache(maxsize=None)
    def value(position: int) -> int:
        options = {value(attached(position & ~(1 << i)))
                   for i in range(len(edges)) if position >> i & 1}
        mex = 0
        while mex in options:
            mex += 1
        return mex

    return value(attached((1 << len(edges)) - 1))


def main() -> None:
    data = list(map(int, sys.stdin.read().split()))
    t, pos, answers = data[0], 1, []
    for _ in range(t):
        m = data[pos + 1]
        edges = [(data[pos + 2 + 2 * i], data[pos + 3 + 2 * i]) for i in range(m)]
        pos += 2 + 2 * m
        answers.append(str(grundy(edges)))
    print("\n".join(answers))


if __name__ == "__main__":
    sys.setrecursionlimit(1_000_000)
    main()
