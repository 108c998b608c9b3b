# Dot (Codeforces 69D): a dot starts at (x, y), at distance less than d from the origin, and n
# pre-selected vectors (x_i, y_i), non-negative, nonzero and different, are given. A move shifts
# the dot by one of the vectors; also each player may, once per game, reflect the dot
# symmetrically in the line y = x (that is a move too). Anton and Dasha take turns, Anton first.
# The player after whose move the distance from the dot to the origin exceeds d loses. The
# result: whether Anton, the first player, wins (the answer "Anton").
# A position: (x, y, d, x_1, y_1, x_2, y_2): n = 2 vectors here; declared x, y in -3..3, d in
# 1..4, the vectors' coordinates in 0..2 (positions kept by the filter: the dot inside the
# circle, the vectors nonzero and different); the statement allows -200 <= x, y <= 200,
# 1 <= d <= 200, 1 <= n <= 20 vectors with coordinates up to 200.
# A state: (x, y, d, the vectors, whether the player to move may still reflect, whether the other
# may), or "out" once a move has taken the dot beyond d: the player to move there has won, and
# winner() says so.
positions = numbers(x=range(-3, 4), y=range(-3, 4), d=range(1, 5), x1=range(0, 3),
                    y1=range(0, 3), x2=range(0, 3), y2=range(0, 3)).where(
    lambda p: p[0] ** 2 + p[1] ** 2 < p[2] ** 2 and (p[3], p[4]) != (0, 0)
    and (p[5], p[6]) != (0, 0) and (p[3], p[4]) != (p[5], p[6]))
result = "win"


def start(p):
    x, y, d, x1, y1, x2, y2 = p
    return (x, y, d, ((x1, y1), (x2, y2)), True, True)


def moves(state):
    if state == "out":
        return []
    x, y, d, vectors, mine, theirs = state
    options = set()
    for vx, vy in vectors:
        nx, ny = x + vx, y + vy
        if nx * nx + ny * ny > d * d:
            options.add("out")                       # the mover has lost
        else:
            options.add((nx, ny, d, vectors, theirs, mine))
    if mine:
        options.add((y, x, d, vectors, theirs, False))
    return sorted(options, key=repr)


def winner(state):
    return "mover"                                   # "out": the other player moved the dot out


def canonical(state):
    return state
