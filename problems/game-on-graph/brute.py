"""game-on-graph by the rules and the definition of optimal play, for tiny graphs.

A state is (vertex, player to move); a player without a move loses. A play ends with Gennady's
win, Georgiy's win, or never. Gennady ranks: endless > his win > his loss; Georgiy ranks: his win >
his loss > endless, which is Gennady's order reversed: whatever one gains the other loses. So the
value of a start is the best ending Gennady can force: the maximum over his strategies of the
minimum over Georgiy's. A positional strategy is one fixed move per state; the play of two of
them from a start is a walk that ends at a state without a move or repeats a state (then it goes
round for ever). Every pair of positional strategies is played out from every start. (Positional
strategies are enough in these games: docs/snippets/retrograde_prefs.md.) Exponential: tiny only.
"""
import itertools
import sys

ENDLESS, GENNADY, GEORGIY = 0, 1, 2  # Gennady's order, best first


def play(start, choice, moves):
    seen = set()
    state = start
    while True:
        options = moves[state]
        if not options:  # the player to move loses
            return GEORGIY if state[1] == 0 else GENNADY
        if state in seen:
            return ENDLESS
        seen.add(state)
        state = options[choice[state]]


def solve(n: int, arcs: list[tuple[int, int]]) -> list[str]:
    states = [(v, p) for v in range(1, n + 1) for p in (0, 1)]
    moves = {s: [] for s in states}
    for a, b in arcs:
        for p in (0, 1):
            moves[a, p].append((b, 1 - p))
    mine = [[s for s in states if s[1] == p and moves[s]] for p in (0, 1)]
    best = {s: GEORGIY for s in states}
    for gennady in itertools.product(*(range(len(moves[s])) for s in mine[0])):
        worst = {s: ENDLESS for s in states}
        for georgiy in itertools.product(*(range(len(moves[s])) for s in mine[1])):
            choice = dict(zip(mine[0], gennady)) | dict(zip(mine[1], georgiy))
            for s in states:
                worst[s] = max(worst[s], play(s, choice, moves))
        for s in states:
            best[s] = min(best[s], worst[s])
    lines = []
    for p in (0, 1):
        row = ""
        for v in range(1, n + 1):
            end = best[v, p]
            row += "D" if end == ENDLESS else "W" if (end == GENNADY) == (p == 0) else "L"
        lines.append(row)
    return lines


def main() -> None:
    data = list(map(int, sys.stdin.read().split()))
    n, m = data[0], data[1]
    arcs = [(data[2 + 2 * i], data[3 + 2 * i]) for i in range(m)]
    print("\n".join(solve(n, arcs)))


if __name__ == "__main__":
    main()
