"""loopy-duel by exhaustive game search: tokens on a directed graph, a move slides one token along
an edge, the player who cannot move loses; the graph may have cycles, so games may never end.

The state is the tuple of the tokens' vertices. States are labelled in rounds from the rules
alone, as the statement defines them: in round 0 every state without a move is lost; in round
t >= 1 every state not yet labelled with a move to a state labelled lost in an earlier round is
won, and every state not yet labelled whose moves all lead to states labelled won in earlier
rounds is lost. The round is the state's length L; states never labelled are draws. No Grundy
values, no Smith's theory, no queue: whole rounds over all n^k states, for tiny inputs.

Prints the correct claim, `First`, `Second` or `Draw`, then L (or -1 for a draw).

Importable (tests and problems/loopy-duel/play.py use it): a position is (graph, tokens), graph
a tuple of each vertex's successors (vertices 1..n, graph[0] unused); `moves(position)` maps each
legal move, written as the protocol's line `t v`, to the position after it; `wins(position)`
is "win", "lose" or "draw" for the player to move, `length(position)` its L (-1: a draw).
"""
from __future__ import annotations

import sys
from functools import lru_cache

END = "0 0"             # the last line of every game
REJECT = "-1 -1"        # what the interactor prints after an illegal move or a wrong claim
CLAIMS = ("First", "Second", "Draw")  # what the solution may say first
WIN, LOSE, DRAW = "win", "lose", "draw"


def parse_input(text: str):
    data = list(map(int, text.split()))
    n, m, k = data[:3]
    successors: list[list[int]] = [[] for _ in range(n + 1)]
    for i in range(m):
        u, v = data[3 + 2 * i], data[4 + 2 * i]
        successors[u].append(v)
    tokens = tuple(data[3 + 2 * m:3 + 2 * m + k])
    return tuple(tuple(s) for s in successors), tokens


def intro_length(first_line: str) -> int:
    """The lines the interactor prints before the claim: `n m k`, m edges, the tokens."""
    return int(first_line.split()[1]) + 2


def moves(position) -> dict:
    graph, tokens = position
    out = {}
    for t, u in enumerate(tokens):
        for v in graph[u]:
            out[f"{t + 1} {v}"] = (graph, tokens[:t] + (v,) + tokens[t + 1:])
    return out


@lru_cache(maxsize=None)
def _solve(graph, k: int) -> dict:
    """(outcome, length) of every state of k tokens on the graph, by rounds."""
    states = [()]
    for _ in range(k):
        states = [s + (v,) for s in states for v in range(1, len(graph))]
    follow = {s: [a[1] for a in moves((graph, s)).values()] for s in states}
    label: dict = {}
    round_ = 0
    while True:
        new = {}
        for s in states:
            if s in label:
                continue
            if any(label.get(q, (None,))[0] == LOSE for q in follow[s]):
                new[s] = (WIN, round_)
            elif all(label.get(q, (None,))[0] == WIN for q in follow[s]):
                new[s] = (LOSE, round_)
        if not new:
            break
        label.update(new)  # labels of this round count from the next round on
        round_ += 1
    return {s: label.get(s, (DRAW, -1)) for s in states}


def wins(position) -> str:
    graph, tokens = position
    return _solve(graph, len(tokens))[tokens][0]


def length(position) -> int:
    graph, tokens = position
    return _solve(graph, len(tokens))[tokens][1]


def cap(position) -> int:
    """C = 2 (Lmax + 1): the moves of a game after the claim Draw; Lmax is the largest length
    of a won or lost state of the tokens on the graph (0 if there is none)."""
    graph, tokens = position
    return 2 * (max([0] + [l for _, l in _solve(graph, len(tokens)).values()]) + 1)


def claim(position) -> str:
    return {WIN: "First", LOSE: "Second", DRAW: "Draw"}[wins(position)]


def main() -> None:
    position = parse_input(sys.stdin.read())
    print(claim(position))
    print(length(position))


if __name__ == "__main__":
    main()
