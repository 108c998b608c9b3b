# Game in Momotetsu World (AtCoder ABC 201 D): a grid of h rows and w columns, each cell blue
# (+) or red (-); a piece starts on the top-left cell. In turn, Takahashi first, a player moves
# the piece one cell right or one cell down (staying on the grid). Moving onto a blue cell gives
# the mover 1 point, onto a red cell costs the mover 1 point. The game ends when the piece
# reaches the bottom-right cell. The value: Takahashi's points minus Aoki's, both playing best.
# A position: the rows one after another as one string, w (the width) a parameter.
w = param("w", 2)
assert w >= 1, "the rules ask for w >= 1"
positions = string("+-", length=range(1, 13)).where(lambda s: len(s) % w == 0)
result = "score"


def start(cells):
    return (cells, 0)                 # the grid, the index of the piece's cell


def moves(state):
    cells, at = state
    h = len(cells) // w
    r, c = divmod(at, w)
    if c + 1 < w:
        yield ((cells, at + 1), 1 if cells[at + 1] == "+" else -1)
    if r + 1 < h:
        yield ((cells, at + w), 1 if cells[at + w] == "+" else -1)


def canonical(state):
    return state
