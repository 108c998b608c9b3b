# Domineering: a board with some cells blocked (#); Left places a vertical domino on two free
# cells, Right a horizontal one. Who cannot move loses. Outcome classes L, R, N, P.
positions = grid(rows=range(1, 4), cols=range(1, 4), alphabet=".#")
result = "partizan"


def _put(g, cells):
    rows = [list(r) for r in g]
    for r, c in cells:
        rows[r][c] = "#"
    return tuple("".join(r) for r in rows)


def left_moves(g):
    for r in range(len(g) - 1):
        for c in range(len(g[0])):
            if g[r][c] == "." and g[r + 1][c] == ".":
                yield _put(g, [(r, c), (r + 1, c)])


def right_moves(g):
    for r in range(len(g)):
        for c in range(len(g[0]) - 1):
            if g[r][c] == "." and g[r][c + 1] == ".":
                yield _put(g, [(r, c), (r, c + 1)])
