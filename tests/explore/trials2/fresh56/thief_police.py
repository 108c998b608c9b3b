# Thief and Police (CodeChef TANDP, Starters 3): an N x M grid, rows 1..N top to bottom, columns
# 1..M left to right. A thief in cell (x, y) tries to escape a policeman in cell (a, b); two
# different cells, neither of them (N, M). They take turns, the thief first. In his turn the
# thief must move right or down, to (i, j + 1) or (i + 1, j), inside the grid. In his turn the
# policeman moves right, down or right + down, to (i, j + 1), (i + 1, j) or (i + 1, j + 1),
# inside the grid, or stays where he is. The policeman catches the thief if they are in the same
# cell and the policeman reached that cell before the thief; the thief escapes if he reaches
# (N, M) before the policeman. Read as written: the thief is caught when he moves into the
# policeman's cell ((N, M) included, if the policeman got there first); a policeman who moves
# into the thief's cell has reached it after the thief, which catches nobody. A position:
# (N, M, x, y, a, b), N, M = 3..5 declared here (the statement's minimum 3; it allows 10^5).
# A state: (N, M, the thief's cell, the policeman's cell, whose turn: 0 the thief, 1 the
# policeman). The game is over when the thief is caught (winner() says "mover": the policeman,
# who moves next, has won) or reaches (N, M) (winner() says "last"). The result: whether the
# thief, the first player, escapes (YES).
positions = numbers(n=range(3, 6), m=range(3, 6), x=range(1, 6), y=range(1, 6), a=range(1, 6),
                    b=range(1, 6)).where(
    lambda p: p[2] <= p[0] and p[4] <= p[0] and p[3] <= p[1] and p[5] <= p[1]
    and (p[2], p[3]) != (p[4], p[5]) and (p[2], p[3]) != (p[0], p[1])
    and (p[4], p[5]) != (p[0], p[1]))
result = "win"


def start(p):
    n, m, x, y, a, b = p
    return (n, m, (x, y), (a, b), 0)


def _over(state):
    n, m, thief, police, turn = state
    if turn == 1 and thief == police:
        return "caught"               # the thief moved into the policeman's cell
    if thief == (n, m):
        return "escaped"
    return None


def moves(state):
    n, m, thief, police, turn = state
    if _over(state):
        return []
    options = []
    if turn == 0:
        i, j = thief
        for c in ((i, j + 1), (i + 1, j)):
            if c[0] <= n and c[1] <= m:
                options.append((n, m, c, police, 1))
    else:
        i, j = police
        for c in ((i, j), (i, j + 1), (i + 1, j), (i + 1, j + 1)):
            if c[0] <= n and c[1] <= m:
                options.append((n, m, thief, c, 0))
    return options


def winner(state):
    return "mover" if _over(state) == "caught" else "last"


def canonical(state):
    return state
