# Submission Bait (Codeforces 1990A): an array of numbers and a variable mx, 0 at the start. A
# move picks an index i with a_i >= mx, sets mx to a_i and a_i to 0. Alice moves first; who
# cannot move loses.
positions = multiset(piles=range(1, 6), size=range(1, 7))


def start(values):
    return (values, 0)


def moves(state):
    values, mx = state
    for i, a in enumerate(values):
        if a >= mx and (i == 0 or values[i - 1] != a):
            yield (values[:i] + values[i + 1:], a)   # a zeroed number is never >= mx again


def canonical(state):
    return state
