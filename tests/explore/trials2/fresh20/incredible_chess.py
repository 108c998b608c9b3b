# Incredible Chess (LightOJ 1186): an n x n board (n >= 3), rows 0..n-1. Each column i holds a
# white pawn at row W_i and a black pawn at row B_i above it (W_i < B_i). In turn, White first, a
# player moves one of his own pawns forward or backward along its column by any positive number
# of cells, never onto or over another pawn (and not off the board). The player who cannot move
# loses. A position: W_0 .. W_{n-1}, B_0 .. B_{n-1} (the input's order), a sequence of length 2n
# over 0..n-1, in which White can move (the problem says at least one move remains). A state: the
# two rows of pawns and whether White is to move. Pawns may go back and forth, so play could go on
# for ever: the result is W, L or D for White, who moves first.
def _ok(p):
    n = len(p) // 2
    if len(p) % 2 or n < 3 or any(v >= n for v in p):
        return False
    w, b = p[:n], p[n:]
    if any(w[i] >= b[i] for i in range(n)):
        return False
    return any(w[i] > 0 or b[i] - w[i] > 1 for i in range(n))


positions = sequence(values=range(0, 4), length=range(6, 9, 2)).where(_ok)
result = "outcome"


def start(position):
    n = len(position) // 2
    return (tuple(position[:n]), tuple(position[n:]), True)


def moves(state):
    w, b, white = state
    n = len(w)
    for i in range(n):
        if white:
            for r in range(0, b[i]):
                if r != w[i]:
                    yield (w[:i] + (r,) + w[i + 1:], b, False)
        else:
            for r in range(w[i] + 1, n):
                if r != b[i]:
                    yield (w, b[:i] + (r,) + b[i + 1:], True)


def canonical(state):
    return state
