# No-capture Lance Game (AtCoder ABC 265 Ex): an H x W grid; every row holds one piece of the
# first player, facing left, and one piece of the second player, facing right, on different
# squares. The players move alternately, the first player first; a move advances one of the
# mover's own pieces along its row: the first player's piece at column j to any column k < j
# with no piece of either player on columns k..j-1, the second player's piece at column j to
# any column k > j with no piece on columns j+1..k. The player who is first unable to move loses.
# Both play optimally. The statement counts, over all placements, those the first player wins;
# here the question is one board: whether the first player, moving first, wins on it.
# A position: one sequence W, a_1, b_1, ..., a_H, b_H (the width, then for each row the column
# of the first player's piece and of the second player's piece, 1..W, a_i != b_i); W = 2..5 and
# H = 1..3 declared here (the statement allows H <= 8000 and 2 <= W <= 30). A state: the
# position and whose turn it is (0 the first player, 1 the second).


def _board(p):
    if len(p) < 3 or len(p) % 2 == 0 or p[0] < 2:
        return False
    w = p[0]
    rows = p[1:]
    return all(1 <= x <= w for x in rows) and all(a != b for a, b in zip(rows[0::2], rows[1::2]))


positions = sequence(values=range(1, 6), length=range(3, 8, 2)).where(_board)
result = "win"


def start(position):
    return (position, 0)


def moves(state):
    p, turn = state
    w = p[0]
    options = []
    for r in range(1, len(p), 2):
        a, b = p[r], p[r + 1]
        if turn == 0:                      # the first player's piece a goes left
            low = b + 1 if b < a else 1
            targets = [(k, b) for k in range(low, a)]
        else:                              # the second player's piece b goes right
            high = a - 1 if a > b else w
            targets = [(a, k) for k in range(b + 1, high + 1)]
        for na, nb in targets:
            options.append((p[:r] + (na, nb) + p[r + 2:], 1 - turn))
    return options
