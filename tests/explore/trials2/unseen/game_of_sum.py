# Game of Sum (UVa 10891): a row of numbers; a move takes one or more numbers from the left
# end or from the right end, and the mover scores their sum. The score is the mover's total
# minus the other's. The numbers may be negative (with none, taking the whole row is always
# best): an entry c of the sequence stands for the number c - 2, since shapes hold c >= 0.
positions = sequence(values=range(0, 5), length=range(0, 6))
result = "score"


def moves(row):
    for k in range(1, len(row) + 1):
        yield (row[k:], sum(c - 2 for c in row[:k]))
        yield (row[:len(row) - k], sum(c - 2 for c in row[len(row) - k:]))
