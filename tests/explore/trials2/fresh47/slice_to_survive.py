# Slice to Survive (Codeforces 2109B): Mouf and Fouad duel on an n x m grid (rows 1..n, columns
# 1..m); Fouad's monster starts in cell (a, b). The duel goes on until one cell is left. Each
# turn: first Mouf cuts the grid along a row or column line into two parts and discards the part
# without the monster (the grid must have at least two cells, else the game is already over);
# then, in the same turn, Fouad moves the monster to any cell of the grid left (it may stay).
# Mouf wants as few turns as possible, Fouad as many; the answer is the number of turns with
# both playing best. A position: (n, m, a, b), n and m in 1..8 declared here, kept by a filter to
# a <= n, b <= m and n * m >= 2 (the copy of the statement read gave no bounds; its samples reach
# 22 x 99). A state: (n, m, a, b, phase), the grid left (renumbered from 1), the monster's cell
# and who moves: 0 Mouf, 1 Fouad; when Mouf's cut leaves one cell the game is over and Fouad has
# no move. The value: each cut is a turn and gives -1 to Mouf (the mover), so that the mover's
# total minus the other's is, at the start (Mouf to move), minus the number of turns; Fouad's
# moves give 0.
positions = numbers(n=range(1, 9), m=range(1, 9), a=range(1, 9), b=range(1, 9)).where(
    lambda p: p[2] <= p[0] and p[3] <= p[1] and p[0] * p[1] >= 2)
result = "score"


def start(position):
    n, m, a, b = position
    return (n, m, a, b, 0)


def moves(state):
    n, m, a, b, phase = state
    if n * m == 1:
        return                                  # one cell left: the duel is over
    if phase == 1:                              # Fouad moves the monster anywhere
        for x in range(1, n + 1):
            for y in range(1, m + 1):
                yield ((n, m, x, y, 0), 0)
        return
    for i in range(1, n):                       # a cut between rows i and i + 1
        if a <= i:
            yield ((i, m, a, b, 1), -1)
        else:
            yield ((n - i, m, a - i, b, 1), -1)
    for j in range(1, m):                       # a cut between columns j and j + 1
        if b <= j:
            yield ((n, j, a, b, 1), -1)
        else:
            yield ((n, m - j, a, b - j, 1), -1)


def canonical(state):
    return state
