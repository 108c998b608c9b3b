# Game of Hyper Knights (LightOJ 1315): hyper knights on an infinite board whose top left cell is
# (0, 0). A hyper knight has six moves, each leaving x + y smaller: (x - 2, y + 1), (x - 2, y - 1),
# (x - 1, y - 2), (x + 1, y - 2), (x - 1, y - 3), (x - 3, y - 1); it may not leave the board (no
# negative coordinate). In turn, Alice first, a player moves one knight (several knights may share
# a cell); the player who cannot move loses. The knights are independent, so the problem is the
# sum of one knight's games. A position: one knight's cell (x, y). The result: its Grundy value.
positions = numbers(x=range(0, 16), y=range(0, 16))
result = "grundy"
STEPS = ((-2, 1), (-2, -1), (-1, -2), (1, -2), (-1, -3), (-3, -1))


def moves(cell):
    x, y = cell
    for dx, dy in STEPS:
        if x + dx >= 0 and y + dy >= 0:
            yield (x + dx, y + dy)
