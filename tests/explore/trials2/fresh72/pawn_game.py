# Игра с пешкой / Pawn game (silvertests.ru Olympiad training, problem 31781, tag "Simple
# games"): a pawn stands on the lower left cell of an N x N chessboard. Two players move it in
# turn, each moving it one cell up or one cell to the right. The numbers a_1 .. a_N are written on
# the diagonal of the board, a_1 in the top left cell down to a_N in the bottom right one (the
# statement's picture). When the pawn reaches the diagonal the game ends, and the first player's
# payoff is the number in the cell where the pawn stopped; the first player wants it large, the
# second small. The result: the first player's guaranteed payoff (the value: first player's
# points minus second's, with the payoff counted for the first player only). A position: the
# numbers a_1 .. a_N, N = 1..6 over 1..4 declared here (the statement allows N <= 100 and
# 1 <= a_i <= 100). A state: (the numbers, the pawn's row counted from the top, its column
# counted from the left, whose turn: 0 the first player, 1 the second). With N = 1 the pawn
# starts on the diagonal and the game is over at once.
positions = sequence(values=range(1, 5), length=range(1, 7))
result = "score"


def start(a):
    return (tuple(a), len(a), 1, 0)


def moves(state):
    a, row, col, turn = state
    if row == col:
        return []
    return [((a, row - 1, col, 1 - turn), 0),          # one cell up
            ((a, row, col + 1, 1 - turn), 0)]          # one cell to the right


def final(state):
    a, row, col, turn = state
    payoff = a[row - 1]                # the pawn stands on the diagonal: a_row
    return payoff if turn == 0 else -payoff
