# Checker Board (Baekjoon 7003): an M x N board holding white and black checkers, at most one
# white and at most one black checker in each row. The white player starts; the players take
# turns sliding their own checkers: a move chooses one of one's checkers and slides it along its
# row to any empty cell, without jumping the other checker of the row (if there is one) and
# without leaving the board. The player who cannot slide on his turn loses; the answer is W
# (white wins), B (black wins) or T (the game can go on for ever without either player being
# able to force the other to lose). A position: one sequence (N, w_1, b_1, ..., w_M, b_M), N the
# number of columns, then each row's white and black column, 0 for no checker of that colour
# (two checkers of a row in different cells); N = 1..4 and M = 0..3 rows declared here (the
# statement allows M, N <= 300; N >= 1 here). A state: (N, the rows as (white, black) pairs,
# sorted, whose turn: True for white). The result: W, L or D for white, who moves first (D: T).
positions = sequence(values=range(0, 5), length=range(1, 8, 2)).where(
    lambda p: p[0] >= 1 and all(v <= p[0] for v in p[1:])
    and all(p[i] != p[i + 1] or p[i] == 0 for i in range(1, len(p), 2)))
result = "outcome"


def start(p):
    rows = tuple(sorted((p[i], p[i + 1]) for i in range(1, len(p), 2)))
    return (p[0], rows, True)


def _slides(mine, other, n):
    if other and other > mine:
        cells = range(1, other)
    elif other:
        cells = range(other + 1, n + 1)
    else:
        cells = range(1, n + 1)
    return [c for c in cells if c != mine]


def moves(state):
    n, rows, white = state
    options = set()
    for i, (w, b) in enumerate(rows):
        if white and w:
            for c in _slides(w, b, n):
                options.add((n, tuple(sorted(rows[:i] + ((c, b),) + rows[i + 1:])), False))
        if not white and b:
            for c in _slides(b, w, n):
                options.add((n, tuple(sorted(rows[:i] + ((w, c),) + rows[i + 1:])), True))
    return sorted(options)


def canonical(state):
    return state
