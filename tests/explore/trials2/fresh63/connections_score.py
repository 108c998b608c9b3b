# Situation (HDU 6922): tic-tac-toe on a 3 x 3 board between Alice (her pieces 'O') and Bob ('X').
# Some pieces may already stand on the board, and the input says whose turn it is. A move puts
# the mover's piece on an empty cell. The game does not stop when a row, a column or a diagonal
# is filled with one player's pieces: it goes on until all nine cells are filled. The final
# score is the number of connections of Alice (rows, columns and the two diagonals holding three
# 'O') minus the number of Bob's (three 'X'); Alice maximises it, Bob minimises it. A position:
# the input as one sequence (t, c1, ..., c9): t = 1 when Alice is to move, 0 when Bob is; c1..c9
# the cells row by row, 0 for '.', 1 for 'O', 2 for 'X'; every board of the input kind is
# declared (39,366 positions: the statement does not say the board must be reachable in play,
# so any board is read as allowed). A state: a position of the same kind. The moves earn no
# points; final() gives the score at the full board to the player to move (the score for Alice,
# its negative for Bob), so the value of a position is the final score from the side of the
# player to move: the problem's answer when t = 1, the answer's negative when t = 0.
positions = sequence(values=range(0, 3), length=range(10, 11)).where(lambda p: p[0] <= 1)
result = "score"

LINES = ((0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6))


def moves(state):
    t, cells = state[0], state[1:]
    piece = 1 if t == 1 else 2
    options = []
    for i, c in enumerate(cells):
        if c == 0:
            options.append(((1 - t,) + cells[:i] + (piece,) + cells[i + 1:], 0))
    return options


def final(state):
    t, cells = state[0], state[1:]
    score = 0
    for line in LINES:
        marks = {cells[i] for i in line}
        if marks == {1}:
            score += 1
        elif marks == {2}:
            score -= 1
    return score if t == 1 else -score
