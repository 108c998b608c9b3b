"""loopy-sums by retrograde analysis of the whole position: no values, no xor, no Smith theory.

A position is the sorted tuple of the tokens' vertices. All positions reachable from the start
are collected; then, from the positions without a move (lost for the player to move), a position
is won when some move leads to a lost one, and lost when every move leads to a won one, until
nothing changes. Positions never decided are draws. For tiny inputs only (a few vertices, at most
three or four tokens).
"""
import sys
from collections import deque


def outcome(arcs: list[list[int]], start: tuple[int, ...]) -> str:
    def moves(pos: tuple[int, ...]) -> list[tuple[int, ...]]:
        out = []
        for i, v in enumerate(pos):
            for w in arcs[v]:
                out.append(tuple(sorted(pos[:i] + (w,) + pos[i + 1:])))
        return out

    succ: dict[tuple[int, ...], list[tuple[int, ...]]] = {}
    todo = deque([start])
    while todo:
        pos = todo.popleft()
        if pos in succ:
            continue
        succ[pos] = moves(pos)
        todo.extend(p for p in succ[pos] if p not in succ)
    result = {pos: "lost" for pos, nxt in succ.items() if not nxt}
    changed = True
    while changed:
        changed = False
        for pos, nxt in succ.items():
            if pos in result:
                continue
            if any(result.get(p) == "lost" for p in nxt):
                result[pos] = "won"
                changed = True
            elif all(result.get(p) == "won" for p in nxt):
                result[pos] = "lost"
                changed = True
    return {"won": "First", "lost": "Second"}.get(result.get(start, ""), "Draw")


def main() -> None:
    data = list(map(int, sys.stdin.read().split()))
    n, m = data[0], data[1]
    arcs: list[list[int]] = [[] for _ in range(n + 1)]
    for i in range(m):
        arcs[data[2 + 2 * i]].append(data[3 + 2 * i])
    pos = 2 + 2 * m
    q = data[pos]
    pos += 1
    answers = []
    for _ in range(q):
        k = data[pos]
        answers.append(outcome(arcs, tuple(sorted(data[pos + 1:pos + 1 + k]))))
        pos += 1 + k
    print("\n".join(answers))


if __name__ == "__main__":
    main()
