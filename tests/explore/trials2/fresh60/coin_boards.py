# Chef and his younger brother (CodeChef CHEFBRO): C boards, board i a grid of n_i x m_i cells,
# a coin on cell (1, 1) of every board at the start. The players move alternately, the Chef
# first; a move chooses one board and moves its coin from (i, j) to (i + 1, j), (i + 2, j),
# (i, j + 1), (i, j + 2), (i + 1, j + 1) or (i + 2, j + 2), never off the board; a coin on
# (n, m) cannot move. A player must make one valid move; the player who makes the last move
# wins ("MasterChef" when the Chef wins, "Football" when his brother does). The result:
# whether the Chef, the first player, wins. A position: the boards written one after another
# in one sequence (n_1, m_1, n_2, m_2, ...), as the input gives each board's two dimensions on
# its line; 1..3 boards of sides 2..6 declared here (the statement allows C <= 20 and sides
# 2..1000). A state: for each board the rows and columns left below and right of its coin,
# (n - i, m - j), boards at (0, 0) dropped (their coins cannot move), the boards sorted.
positions = sequence(values=range(2, 7), length=range(2, 7, 2))
result = "win"


def start(p):
    boards = [(p[i] - 1, p[i + 1] - 1) for i in range(0, len(p), 2)]
    return tuple(sorted(b for b in boards if b != (0, 0)))


STEPS = ((1, 0), (2, 0), (0, 1), (0, 2), (1, 1), (2, 2))


def moves(boards):
    options = set()
    for i, (r, c) in enumerate(boards):
        for dr, dc in STEPS:
            if dr <= r and dc <= c:
                moved = (r - dr, c - dc)
                rest = boards[:i] + ((moved,) if moved != (0, 0) else ()) + boards[i + 1:]
                options.add(tuple(sorted(rest)))
    return sorted(options)
