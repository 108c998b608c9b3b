# Northcott Game (HDU 1730): a board of n rows and m columns; each row holds one black piece
# (Tom's) and one white piece (Jerry's) on different cells. In turn, Tom first, a player moves one
# of HIS OWN pieces to another empty cell of its row, without passing over the opponent's piece
# in that row (towards it or away from it). The player who cannot move loses. Pieces may move
# back, so play could go on for ever: the result is W / L / D for Tom. A position: Tom's column
# and Jerry's column of row 1, then of row 2, ... (1-based), m a parameter.
m = param("m", 4)
assert m >= 2, "the rules ask for m >= 2"
positions = sequence(values=range(1, m + 1), length=range(2, 5, 2)).where(
    lambda s: all(s[i] != s[i + 1] for i in range(0, len(s), 2)))
result = "outcome"


def start(columns):
    rows = tuple((columns[i], columns[i + 1]) for i in range(0, len(columns), 2))
    return (rows, True)                # (Tom's column, Jerry's column) of each row; Tom to move


def moves(state):
    rows, tom = state
    for i, (t, j) in enumerate(rows):
        mine, theirs = (t, j) if tom else (j, t)
        cells = range(1, theirs) if mine < theirs else range(theirs + 1, m + 1)
        for c in cells:
            if c != mine:
                row = (c, theirs) if tom else (theirs, c)
                yield (rows[:i] + (row,) + rows[i + 1:], not tom)


def canonical(state):
    return state
