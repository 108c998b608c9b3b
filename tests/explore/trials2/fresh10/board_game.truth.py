# Truth for Codeforces 533C: (the two pawns, whose turn); a turn is a step of one's own pawn
# (Polycarp: left or down; Vasiliy: left, down or diagonally) onto a free cell with coordinates
# >= 0, or a skip; a player who faces a pawn on (0, 0) has lost (the other got there first).
# Retrograde analysis of every state of the box 0..B (B the largest coordinate seen so far),
# reached from one extra root state; then each position is read off: 'W', 'L' or 'D' for
# Polycarp.
from oracle import outcome_search

_box = [-1]


def _moves(state):
    if state[0] == "root":
        top = state[1]
        r = range(top + 1)
        return [(a, b, c, d, t) for a in r for b in r for c in r for d in r for t in (True, False)]
    xp, yp, xv, yv, polycarp = state
    if (xp, yp) == (0, 0) or (xv, yv) == (0, 0):
        return []
    out = [(xp, yp, xv, yv, not polycarp)]
    if polycarp:
        for x, y in ((xp - 1, yp), (xp, yp - 1)):
            if x >= 0 and y >= 0 and (x, y) != (xv, yv):
                out.append((x, y, xv, yv, False))
    else:
        for x, y in ((xv - 1, yv), (xv, yv - 1), (xv - 1, yv - 1)):
            if x >= 0 and y >= 0 and (x, y) != (xp, yp):
                out.append((xp, yp, x, y, True))
    return out


_outcome = outcome_search(_moves)


def valid(position):
    xp, yp, xv, yv = position
    return (xp, yp) != (xv, yv) and (xp, yp) != (0, 0) and (xv, yv) != (0, 0)


def truth(position):
    top = max(position)
    if top > _box[0]:
        _outcome(("root", max(top, 2 * _box[0] + 1)))   # solve the whole box at once
        _box[0] = max(top, 2 * _box[0] + 1)
    return _outcome(tuple(position) + (True,))
