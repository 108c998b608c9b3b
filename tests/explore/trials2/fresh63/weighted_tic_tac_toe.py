# Weighted Tic-Tac-Toe (AtCoder ABC 349 E): a 3 x 3 grid, cell (i, j) holding an integer A_ij, the
# sum of the nine odd; every cell starts white. Takahashi and Aoki move in turn, Takahashi first. A
# move chooses a white cell; the mover scores its A_ij and paints it red (Takahashi) or blue
# (Aoki). After each move: if three cells of one colour are consecutive in a row, a column or a
# diagonal, the game ends at once and that colour's player wins; else, if no white cell is left,
# the game ends and the player with the higher total score wins (the odd sum leaves no tie). The
# result: whether Takahashi, the first player, wins. A position: the nine numbers row by row;
# every grid of the numbers -3 and 1 declared here (512 grids, each sum odd: over 0..1 the first
# player won all 256 odd grids; the statement allows |A_ij| <= 10^9). A state: (the nine numbers; the nine cells, 0 white, 1
# red, 2 blue); whose turn it is follows from the counts of red and blue cells, and each total
# from the numbers under its colour.
positions = sequence(values=range(-3, 2, 4), length=range(9, 10)).where(lambda a: sum(a) % 2 == 1)
result = "win"

LINES = ((0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6))


def start(a):
    return (tuple(a), (0,) * 9)


def _line_colour(cells):
    for line in LINES:
        c = cells[line[0]]
        if c != 0 and cells[line[1]] == c and cells[line[2]] == c:
            return c
    return 0


def moves(state):
    weights, cells = state
    if _line_colour(cells) or 0 not in cells:
        return []
    colour = 1 if cells.count(1) == cells.count(2) else 2
    return [(weights, cells[:i] + (colour,) + cells[i + 1:])
            for i, c in enumerate(cells) if c == 0]


def winner(state):
    weights, cells = state
    last = 1 if cells.count(1) > cells.count(2) else 2    # the colour of the player who just moved
    won = _line_colour(cells)
    if not won:
        red = sum(w for w, c in zip(weights, cells) if c == 1)
        blue = sum(w for w, c in zip(weights, cells) if c == 2)
        won = 1 if red > blue else 2
    return "last" if won == last else "mover"


def canonical(state):
    return state
