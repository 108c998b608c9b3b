# Turtle board game (Topcoder SRM 726, Div. II Level Two): a board of h rows and w columns, each
# cell walkable ('.') or not ('#'), with at least one path of walkable cells from the top-left cell
# to the bottom-right one moving only right or down. In turn, the first player first, a player
# makes one walkable cell unwalkable; the player after whose move no such path is left loses.
# (Such a move is never better than having no move: here only the moves that keep a path are
# listed, and a player with none loses.) Here every board has w = 3 columns. A position: the
# board written row after row, 3 letters a row. A state: the same string. The result: whether the
# first player wins.
W = 3


def _has_path(s):
    rows = len(s) // W
    reach = [[False] * W for _ in range(rows)]
    for r in range(rows):
        for c in range(W):
            if s[r * W + c] != ".":
                continue
            if r == 0 and c == 0:
                reach[r][c] = True
            else:
                reach[r][c] = (r > 0 and reach[r - 1][c]) or (c > 0 and reach[r][c - 1])
    return reach[rows - 1][W - 1]


positions = string(".#", length=range(3, 13, 3)).where(_has_path)
result = "win"


def moves(s):
    for i, c in enumerate(s):
        if c == ".":
            board = s[:i] + "#" + s[i + 1:]
            if _has_path(board):
                yield board
