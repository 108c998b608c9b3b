# Truth for CodeChef GAMSTICK (Game on Stick): retrograde analysis of every state reachable on the
# 2 x N board from every start of that N at once: (Miron's cell (row, column), Slava's cell, the
# frozensets of cells each visited, whose turn). A player moves to a side-neighbour of his chip
# not visited by the other, or passes; one who has visited N + 1 cells has won (the player to
# move after it has lost); a state is lost when every move reaches a won one, won when some move
# reaches a lost one, and what is never decided is a draw (play goes on for ever). 'W', 'L' or
# 'D' for Miron, moving first.
from collections import deque

_solved = {}


def _moves(n, state):
    a, b, va, vb, miron = state
    if len(vb if miron else va) >= n + 1:
        return []
    out = [(a, b, va, vb, not miron)]
    me, other = (a, vb) if miron else (b, va)
    x, y = me
    for c in ((3 - x, y), (x, y - 1), (x, y + 1)):
        if 1 <= c[1] <= n and c not in other:
            if miron:
                out.append((c, b, va | {c}, vb, False))
            else:
                out.append((a, c, va, vb | {c}, True))
    return out


def _start(a, b):
    return (a, b, frozenset([a]), frozenset([b]), True)


def _solve(n):
    cells = [(x, y) for x in (1, 2) for y in range(1, n + 1)]
    succ, pred = {}, {}
    queue = deque()
    for a in cells:
        for b in cells:
            if a != b:
                s = _start(a, b)
                if s not in succ:
                    succ[s] = None
                    queue.append(s)
    while queue:
        s = queue.popleft()
        options = list(dict.fromkeys(_moves(n, s)))
        succ[s] = options
        for t in options:
            pred.setdefault(t, []).append(s)
            if t not in succ:
                succ[t] = None
                queue.append(t)
    label, left = {}, {s: len(succ[s]) for s in succ}
    for s in succ:
        if left[s] == 0:
            label[s] = "L"
    queue = deque(label)
    while queue:
        s = queue.popleft()
        for p in pred.get(s, []):
            if p in label:
                continue
            if label[s] == "L":
                label[p] = "W"
                queue.append(p)
            else:
                left[p] -= 1
                if left[p] == 0:
                    label[p] = "L"
                    queue.append(p)
    return {s: label.get(s, "D") for s in succ}


def valid(position):
    n, x1, y1, x2, y2 = position
    return (n >= 1 and x1 in (1, 2) and x2 in (1, 2) and 1 <= y1 <= n and 1 <= y2 <= n
            and (x1, y1) != (x2, y2))


def truth(position):
    n, x1, y1, x2, y2 = position
    if n not in _solved:
        _solved[n] = _solve(n)
    return _solved[n][_start((x1, y1), (x2, y2))]
