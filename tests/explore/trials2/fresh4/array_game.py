# Array Game (Codeforces 1600E): an array a. Alice and Bob, Alice first, build one sequence
# together: in turn a player removes the first or the last element of a and appends it to the
# sequence, which must stay strictly increasing. The player who cannot move (or who faces an
# empty array) loses.
positions = sequence(values=range(1, 5), length=range(1, 7))


def start(a):
    return (a, 0)                     # what is left of a, the last element appended (0: none)


def moves(state):
    a, last = state
    if a and a[0] > last:
        yield (a[1:], a[0])
    if len(a) > 1 and a[-1] > last:
        yield (a[:-1], a[-1])


def canonical(state):
    return state
