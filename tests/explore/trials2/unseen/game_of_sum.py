# Game of Sum (UVa 10891): a row of numbers; a move takes one or more numbers from the left
# end or from the right end, and the mover scores their sum. The score is the mover's total
# minus the other's.
positions = sequence(values=range(0, 4), length=range(0, 6))
result = "score"


def moves(row):
    for k in range(1, len(row) + 1):
        yield (row[k:], sum(row[:k]))
        yield (row[:len(row) - k], sum(row[len(row) - k:]))
