# Grid game (AtCoder ARC 038 B): a grid of h rows and w columns, each cell empty (.) or an
# obstacle (#); a piece starts on the top-left cell (which is empty). In turn, the first player
# first, a player moves the piece one cell right, one cell down, or one cell diagonally down and
# right, onto an empty cell of the grid. The player who cannot move loses. A position: the rows
# one after another as one string, w (the width) a parameter.
w = param("w", 2)
assert w >= 1, "the rules ask for w >= 1"
positions = string(".#", length=range(1, 13)).where(lambda s: len(s) % w == 0 and s[0] == ".")


def start(cells):
    return (cells, 0)                 # the grid, the index of the piece's cell


def moves(state):
    cells, at = state
    h = len(cells) // w
    r, c = divmod(at, w)
    for dr, dc in ((0, 1), (1, 0), (1, 1)):
        nr, nc = r + dr, c + dc
        if nr < h and nc < w and cells[nr * w + nc] == ".":
            yield (cells, nr * w + nc)


def canonical(state):
    return state
