# 숫자 게임 (Number Game, algospot NUMBERGAME): n integers in a row on a board. In turn, the
# first player first, a player does one of: take the number at the left end or at the right end
# (it leaves the board and is added to his score); or, when the board holds two or more
# numbers, erase the two leftmost or the two rightmost (no points). The game ends when no number
# is left; a player's score is the sum of the numbers he took. Both play their best; the answer
# is the difference of the final scores, the first player's minus the second's. A position: the
# row, n = 1..6 integers in -2..2 here (the statement allows n <= 50 and numbers from -1000 to
# 1000). A state: the numbers left, in order. The value: the mover's score minus the other's
# from there, both playing best (each take gives its number to the mover, an erasure 0).
positions = sequence(values=range(-2, 3), length=range(1, 7))
result = "score"


def moves(row):
    if not row:
        return
    yield (row[1:], row[0])                   # take the left end
    yield (row[:-1], row[-1])                 # take the right end
    if len(row) >= 2:
        yield (row[2:], 0)                    # erase the two leftmost
        yield (row[:-2], 0)                   # erase the two rightmost
