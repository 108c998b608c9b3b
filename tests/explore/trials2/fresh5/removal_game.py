# Removal Game (CSES 1097): a list of numbers (possibly negative). In turn, the first player
# first, a player removes the first or the last number of the list and adds it to their score.
# Each player maximises their own score. The value: the first player's final score.
positions = sequence(values=range(-1, 3), length=range(1, 7))
result = "score"
score = "own"


def moves(row):
    if row:
        yield (row[1:], row[0])
        yield (row[:-1], row[-1])
