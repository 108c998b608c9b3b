# Truth for Baekjoon 7003 (Checker Board): retrograde analysis (../oracle.py's outcome_search)
# of every state of a board size at once (N columns, M rows: one extra root state whose moves
# are every such state, both turns; then each position is read off), a state being (N, the
# rows as (white column, black column) pairs, 0 for no checker, sorted; whose turn). White
# slides a white checker, black a black one, along its row to an empty cell without jumping the
# row's other checker; who cannot slide loses. 'W', 'L' or 'D' for white, who moves first (D:
# the answer T).
from itertools import combinations_with_replacement

from oracle import outcome_search


def valid(p):
    return (len(p) % 2 == 1 and p[0] >= 1 and all(0 <= v <= p[0] for v in p[1:])
            and all(p[i] != p[i + 1] or p[i] == 0 for i in range(1, len(p), 2)))


def _targets(mine, other, n):
    lo, hi = 1, n
    if other:
        if other > mine:
            hi = other - 1
        else:
            lo = other + 1
    return [c for c in range(lo, hi + 1) if c != mine]


def _moves(state):
    if state[0] == "root":
        n, m = state[1], state[2]
        cells = [(w, b) for w in range(n + 1) for b in range(n + 1) if w != b or w == 0]
        return [(n, rows, t) for rows in combinations_with_replacement(cells, m)
                for t in (True, False)]
    n, rows, white = state
    out = set()
    for i, (w, b) in enumerate(rows):
        if white and w:
            for c in _targets(w, b, n):
                out.add((n, tuple(sorted(rows[:i] + ((c, b),) + rows[i + 1:])), False))
        if not white and b:
            for c in _targets(b, w, n):
                out.add((n, tuple(sorted(rows[:i] + ((w, c),) + rows[i + 1:])), True))
    return list(out)


_outcome = outcome_search(_moves)
_solved = set()


def truth(p):
    rows = tuple(sorted((p[i], p[i + 1]) for i in range(1, len(p), 2)))
    if (p[0], len(rows)) not in _solved:
        _outcome(("root", p[0], len(rows)))          # every state of this board size at once
        _solved.add((p[0], len(rows)))
    return _outcome((p[0], rows, True))
