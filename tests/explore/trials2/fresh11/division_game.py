# Division Game (UVa 11859): a matrix of positive integers. In turn, the first player first, a
# player chooses one row, chooses one or more of its numbers that are greater than 1, and
# replaces each chosen number by one of its proper divisors (a divisor smaller than the number,
# 1 included). The player who cannot move (every number is 1) loses. Here the matrix has two
# columns (the problem allows any width): a position is the rows one after another as one
# sequence, a1 b1 a2 b2 ... The result: whether the first player wins.
positions = sequence(values=range(1, 9), length=range(2, 5, 2))


def _options(v):
    """What a cell may become: itself (not chosen) or one of its proper divisors."""
    return [v] + [d for d in range(1, v) if v % d == 0]


def moves(cells):
    for r in range(0, len(cells), 2):
        a, b = cells[r], cells[r + 1]
        for x in _options(a):
            for y in _options(b):
                if (x, y) != (a, b):
                    yield cells[:r] + (x, y) + cells[r + 2:]
