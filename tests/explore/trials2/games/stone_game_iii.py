# Stone Game III (LeetCode 1406): a row of stones with integer values (maybe negative). Alice
# moves first; a move takes the first 1, 2 or 3 stones left in the row and scores their values.
# The game ends when the row is empty. The score is the mover's total minus the other's.
positions = sequence(values=range(-2, 4), length=range(0, 5))
result = "score"


def moves(row):
    for k in (1, 2, 3):
        if k <= len(row):
            yield (row[k:], sum(row[:k]))
