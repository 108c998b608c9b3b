# Truth for Luogu P4576 ([CQOI2013] 棋盘游戏), who wins only: retrograde analysis over every
# state (the white cell, the black cell, whose turn) of the n x n board, one table per n. A
# capture (a move onto the other piece's cell) wins at once, so a state where the player to
# move can capture is won; a state all of whose moves lead to states won by the other player is
# lost; every state left undecided is a draw (play can go on for ever). The answer for A, who
# moves the white piece first: 'W', 'L' or 'D'.
from collections import deque

_tables = {}


def valid(p):
    if len(p) != 5:
        return False
    n, r1, c1, r2, c2 = p
    return (n >= 2 and 1 <= min(p[1:]) and max(p[1:]) <= n and (r1, c1) != (r2, c2))


def _table(n):
    if n in _tables:
        return _tables[n]
    cells = [(r, c) for r in range(1, n + 1) for c in range(1, n + 1)]

    def reach(cell, steps):
        r, c = cell
        out = []
        for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            for s in steps:
                x, y = r + s * dr, c + s * dc
                if 1 <= x <= n and 1 <= y <= n:
                    out.append((x, y))
        return out

    near = {0: {cell: reach(cell, (1,)) for cell in cells},
            1: {cell: reach(cell, (1, 2)) for cell in cells}}
    succ, pred = {}, {}
    for w in cells:
        for b in cells:
            if w == b:
                continue
            for turn in (0, 1):
                mine = w if turn == 0 else b
                options = []
                for to in near[turn][mine]:
                    options.append(("capture",) if to == (b if turn == 0 else w)
                                   else ((to, b, 1) if turn == 0 else (w, to, 0)))
                succ[(w, b, turn)] = options
                for t in options:
                    pred.setdefault(t, []).append((w, b, turn))
    label, work = {}, deque()
    left = {s: len(set(o)) for s, o in succ.items()}
    for s, options in succ.items():
        if ("capture",) in options:
            label[s] = "W"
            work.append(s)
    while work:
        s = work.popleft()
        for r in set(pred.get(s, [])):
            if r in label:
                continue
            if label[s] == "L":
                label[r] = "W"
                work.append(r)
            else:
                left[r] -= 1
                if left[r] == 0:
                    label[r] = "L"
                    work.append(r)
    _tables[n] = label
    return label


def truth(p):
    n, r1, c1, r2, c2 = p
    return _table(n).get(((r1, c1), (r2, c2), 0), "D")
