# 一双木棋 chess (Luogu P4363 / BZOJ 5248 / LibreOJ 2471, 九省联考 2018): Feifei (black, first)
# and Niuniu (white, second) play on an n x m board, empty at the start, placing stones in turn
# until the board is full. A stone may go on a cell iff the cell is empty and every cell to its
# left (in its row) and every cell above it (in its column) already holds a stone. Cell (i, j)
# carries two numbers A[i][j] and B[i][j] >= 0; at the end Feifei scores the sum of A over the
# cells of her black stones, Niuniu the sum of B over his white ones. Each wants his own score
# minus the other's as large as possible; the answer is Feifei's score minus Niuniu's with best
# play. A position: the input's numbers after "n m", A row by row and then B row by row, for
# boards of n = 2 rows (a restriction chosen here: the statement allows n, m up to 10) and m = 1
# or 2 columns, each number 0 to 2 (the statement allows up to 10^5): a sequence of length 4m.
# A state: (that sequence, the number of stones in row 1, the number in row 2); the stones
# placed so far say whose turn it is (Feifei's when their count is even). The value: the mover's
# points minus the other's, both playing their best: at the start, Feifei's minus Niuniu's.
positions = sequence(values=range(0, 3), length=range(4, 9, 4))
result = "score"


def start(numbers):
    return (tuple(numbers), 0, 0)


def moves(state):
    numbers, r1, r2 = state
    m = len(numbers) // 4
    black = (r1 + r2) % 2 == 0
    if r1 < m:                            # the next cell of row 1: nothing above it
        cell = r1
        yield ((numbers, r1 + 1, r2), numbers[cell] if black else numbers[2 * m + cell])
    if r2 < r1:                           # the next cell of row 2: the cell above it is filled
        cell = m + r2
        yield ((numbers, r1, r2 + 1), numbers[cell] if black else numbers[2 * m + cell])


def canonical(state):
    return state
