# ABGAME (CodeChef, November Cook-Off 2018): a row of cells, each empty ('.') or holding a piece
# of player A ('A') or of player B ('B'). The pieces, counted from the left over both players,
# are given directions alternately: the first moves right, the second left, the third right, and
# so on. In turn, A first, a player moves one of their own pieces one or more cells in its
# direction, over empty cells only (never onto or past another piece, nor off the row). The player
# who makes the last move wins: a player who cannot move loses. A position: the row. A state:
# (the row, whose turn: 0 A, 1 B); a piece keeps its direction (the pieces never pass each other,
# so it is still given by its rank). The result: whether A, the first player, wins.
positions = string(".AB", length=range(1, 9))
result = "win"


def start(row):
    return (row, 0)


def moves(state):
    row, turn = state
    mine = "A" if turn == 0 else "B"
    rank = 0
    for i, c in enumerate(row):
        if c == ".":
            continue
        step = 1 if rank % 2 == 0 else -1
        rank += 1
        if c != mine:
            continue
        j = i + step
        while 0 <= j < len(row) and row[j] == ".":
            cells = list(row)
            cells[i], cells[j] = ".", c
            yield ("".join(cells), 1 - turn)
            j += step


def canonical(state):
    return state
