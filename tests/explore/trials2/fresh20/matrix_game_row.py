# Matrix Game (SPOJ MATGAME, CodeChef SNCK01), one row of the matrix: a row of numbers, each at
# least 1. In turn, player A first, a player takes the leftmost non-zero number K of the row and
# subtracts from it any amount between 1 and K. The player who makes the last move wins (who
# cannot move loses). (The problem plays on an N x M matrix, a move choosing a row; here N = 1:
# the shapes have no matrix of numbers.) A position: the row. A state: the row without its
# leading zeros. The result: whether player A, the first player, wins.
positions = sequence(values=range(1, 6), length=range(1, 7))
result = "win"


def moves(row):
    if not row:
        return
    k = row[0]
    yield row[1:]                       # the leftmost number brought to 0
    for left in range(1, k):
        yield (left,) + row[1:]
