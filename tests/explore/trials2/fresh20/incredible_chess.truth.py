# Truth for LightOJ 1186 Incredible Chess: retrograde analysis (../oracle.py, outcome_search) of
# every state reachable from the position: the white and black rows and whose turn it is; White
# moves a white pawn of column i to any other row below its black pawn, Black a black pawn to any
# other row above its white pawn and on the board. 'W', 'L' or 'D' for White, who moves first.
from oracle import outcome_search


def _moves(state):
    w, b, white = state
    n = len(w)
    out = []
    for i in range(n):
        if white:
            out += [(w[:i] + (r,) + w[i + 1:], b, False) for r in range(0, b[i]) if r != w[i]]
        else:
            out += [(w, b[:i] + (r,) + b[i + 1:], True) for r in range(w[i] + 1, n) if r != b[i]]
    return out


_outcome = outcome_search(_moves)


def valid(position):
    p = tuple(position)
    n = len(p) // 2
    if len(p) % 2 or n < 3 or any(v < 0 or v >= n for v in p):
        return False
    w, b = p[:n], p[n:]
    if any(w[i] >= b[i] for i in range(n)):
        return False
    return any(w[i] > 0 or b[i] - w[i] > 1 for i in range(n))


def truth(position):
    n = len(position) // 2
    return _outcome((tuple(position[:n]), tuple(position[n:]), True))
