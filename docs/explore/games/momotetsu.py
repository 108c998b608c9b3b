# Game in Momotetsu World (AtCoder ABC201 D): a grid of + and -, a piece on the top-left cell; a
# move steps right or down and scores +1 on a + cell, -1 on a - cell, until the bottom-right cell.
positions = grid(rows=range(1, 4), cols=range(1, 4), alphabet="+-")
result = "score"


def start(g):
    return (g, 0, 0)


def moves(state):
    g, i, j = state
    for a, b in ((i + 1, j), (i, j + 1)):
        if a < len(g) and b < len(g[0]):
            yield ((g, a, b), 1 if g[a][b] == "+" else -1)
