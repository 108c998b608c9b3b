# Imagination Castle (Codeforces 1866I): an N x M chessboard, rows 1..N from the top, columns
# 1..M from the left, and K distinct special tiles, (1, 1) not among them. A castle starts on
# (1, 1); Chaneka and Bhinneka move it in turn, Chaneka first. A move takes it from (r, c) to a
# tile of the same row further right (r, c' > c) or of the same column further down (r' > r, c).
# A player who moves the castle onto a special tile wins at once; a player who cannot move loses.
# The answer: whether Chaneka wins.
# A position: the input in one sequence, (N, M, X_1, Y_1, ..., X_K, Y_K); declared here: N, M =
# 1..4 and K = 0..2 (sequences of length 2, 4 and 6 over 1..4 kept by a filter: every special
# tile on the board, not (1, 1), no two alike); the statement allows N, M <= 2 * 10^5 and K <=
# 2 * 10^5. A state: (N, M, the special tiles as a sorted tuple, the castle's row and column,
# whether the game is over). A move onto a special tile ends the game: the state reached has no
# move, so the player who made it wins under normal play, as the statement says.
positions = sequence(values=range(1, 5), length=range(2, 7, 2)).where(
    lambda p: all(1 <= p[i] <= p[0] and 1 <= p[i + 1] <= p[1] and (p[i], p[i + 1]) != (1, 1)
                  for i in range(2, len(p), 2))
    and len({(p[i], p[i + 1]) for i in range(2, len(p), 2)}) == (len(p) - 2) // 2)
result = "win"


def start(p):
    special = tuple(sorted((p[i], p[i + 1]) for i in range(2, len(p), 2)))
    return (p[0], p[1], special, 1, 1, False)


def moves(state):
    n, m, special, r, c, over = state
    if over:
        return []
    targets = [(r, c2) for c2 in range(c + 1, m + 1)] + [(r2, c) for r2 in range(r + 1, n + 1)]
    return [(n, m, special, r2, c2, (r2, c2) in special) for r2, c2 in targets]


def canonical(state):
    return state
