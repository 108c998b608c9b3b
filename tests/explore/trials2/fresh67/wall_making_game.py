# Wall Making Game (Baekjoon 11717): an H x W board, each cell empty (.) or marked (X); at the
# start no cell is a wall. Two players move in turn. A move: the player chooses an empty cell (not
# marked and not a wall); if there is none, the player loses. Then, towards each of the four
# directions (up, down, left, right) from the chosen cell, the player changes cells to walls (the
# chosen cell included) until reaching a wall or the outside of the board. A marked cell cannot be
# chosen, but it is turned into a wall by the second step. The result: whether the first player
# wins (the answer "First"). A position: the rows one after another as one string over ".X", the
# width W the parameter w; strings of 1..12 cells declared here (the statement allows H, W <= 20).
# A state: the board as a string over ".XW" (W a wall).
w = param("w", 2)
assert w >= 1, "the rules ask for w >= 1"
positions = string(".X", length=range(1, 13)).where(lambda s: len(s) % w == 0)
result = "win"


def moves(board):
    h = len(board) // w
    options = set()
    for at, cell in enumerate(board):
        if cell != ".":
            continue
        cells = list(board)
        r0, c0 = divmod(at, w)
        cells[at] = "W"
        for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
            r, c = r0 + dr, c0 + dc
            while 0 <= r < h and 0 <= c < w and board[r * w + c] != "W":
                cells[r * w + c] = "W"
                r, c = r + dr, c + dc
        options.add("".join(cells))
    return sorted(options)
