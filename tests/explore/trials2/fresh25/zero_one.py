# Zero-One (Codeforces 135C), on a known row of cards: cards in a line, each showing 0 or 1. In
# turn, Masha first, a player removes one card (the others close the gap), until two cards are
# left; they read as a binary number of two digits, the left one high (0 .. 3). Masha wants it
# small, Petya large. (The problem has blurred cards "?" and asks for every possible outcome; here
# every card is known and the question is the outcome.) A position: the row. A state: (the row
# left, whether Masha moves). The value: minus the number left (Masha's gain; Petya's is the
# number itself), both playing best.
positions = string("01", length=range(2, 10))
result = "score"


def start(row):
    return (row, True)


def moves(state):
    row, masha = state
    if len(row) > 2:
        for i in range(len(row)):
            if i > 0 and row[i - 1] == row[i]:
                continue                # removing either of two equal neighbours: one row
            yield ((row[:i] + row[i + 1:], not masha), 0)


def final(state):
    row, masha = state
    value = int(row, 2)
    return -value if masha else value


def canonical(state):
    return state
