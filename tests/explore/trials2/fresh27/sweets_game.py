# Sweets Game (Codeforces 63E): a hexagonal box of 19 cells in rows of 3, 4, 5, 4 and 3 cells,
# some holding a chocolate. In turn, Karlsson first, a player eats one or more chocolates that
# lie in consecutive cells of one line of the box parallel to one of the hexagon's sides (every
# cell of the chosen run holds a chocolate). The player who cannot move loses. A position: the
# box read row by row, left to right, one string of 19 characters, 'O' a chocolate and '.' an
# empty cell. A state: the same. The result: whether Karlsson, the first player, wins.
positions = string(".O", length=range(19, 20)).where(
    lambda s: len(s) == 19 and s.count("O") <= 6)
result = "win"


def _lines():
    cells = []                                # cube coordinates (q, r), row by row
    for r in range(-2, 3):
        for q in range(max(-2, -2 - r), min(2, 2 - r) + 1):
            cells.append((q, r))
    index = {cell: i for i, cell in enumerate(cells)}
    lines = []
    for key in (lambda c: c[1], lambda c: c[0], lambda c: -c[0] - c[1]):
        for value in range(-2, 3):
            on = sorted(c for c in cells if key(c) == value)   # along the line
            lines.append([index[c] for c in on])
    return lines


_RUNS = []
for _line in _lines():
    for _a in range(len(_line)):
        for _b in range(_a + 1, len(_line) + 1):
            _RUNS.append(tuple(_line[_a:_b]))
_RUNS = sorted(set(_RUNS))


def moves(box):
    for run in _RUNS:
        if all(box[i] == "O" for i in run):
            yield "".join("." if i in run else ch for i, ch in enumerate(box))
