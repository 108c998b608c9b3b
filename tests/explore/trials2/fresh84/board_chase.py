# 棋盘游戏 (Luogu P4576, [CQOI2013]): an n x n board (n >= 2) holds one white piece and one black
# piece on two different cells. A and B move in turn, A first. A moves only the white piece, one
# cell up, down, left or right; B moves only the black piece, one or two cells up, down, left or
# right (in one straight line); a piece never leaves the board. A player who moves his piece
# onto the cell of the other piece has won. The statement asks who wins and after how many
# rounds (the winner winning as fast as he can, the loser holding out as long as he can), or
# DRAW if neither can force a win; here only who wins: W, L or D from A's side, who moves first.
# A position: (n, r1, c1, r2, c2), the white piece on row r1 and column c1, the black one on
# row r2 and column c2; n = 2..5 declared here (the statement allows n <= 20). A state:
# (n, the white cell, the black cell, whose turn: 0 A, 1 B); a capture ends the game, the two
# pieces then on one cell, won by the player who moved last (`winner`).
positions = numbers(n=range(2, 6), r1=range(1, 6), c1=range(1, 6), r2=range(1, 6),
                    c2=range(1, 6)).where(
    lambda p: max(p[1:]) <= p[0] and (p[1], p[2]) != (p[3], p[4]))
result = "outcome"


def start(p):
    n, r1, c1, r2, c2 = p
    return (n, (r1, c1), (r2, c2), 0)


def moves(state):
    n, white, black, turn = state
    if white == black:
        return []
    out = []
    steps = (1,) if turn == 0 else (1, 2)
    r, c = white if turn == 0 else black
    for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        for s in steps:
            cell = (r + s * dr, c + s * dc)
            if 1 <= cell[0] <= n and 1 <= cell[1] <= n:
                if turn == 0:
                    out.append((n, cell, black, 1))
                else:
                    out.append((n, white, cell, 0))
    return out


def winner(state):
    return "last"             # the pieces on one cell: the player who moved there won


def canonical(state):
    return state
