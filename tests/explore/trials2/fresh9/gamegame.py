# GameGame (Codeforces 1383B / 1384D): an array of non-negative integers; both players start with
# a score of 0. In turn, Koa first, a player removes one element of the array and xors it into
# their own score. When the array is empty the larger score wins; equal scores are a draw. The
# result: W, L or D for Koa, the first player.
positions = multiset(piles=range(0, 8), size=range(1, 6))
result = "outcome"


def start(array):
    return (array, 0, 0)              # what is left, the mover's score, the other's score


def moves(state):
    left, mine, theirs = state
    for i, v in enumerate(left):
        if i > 0 and left[i - 1] == v:
            continue
        yield (left[:i] + left[i + 1:], theirs, mine ^ v)


def winner(state):
    left, mine, theirs = state        # the array is empty
    if mine == theirs:
        return "draw"
    return "mover" if mine > theirs else "last"


def canonical(state):
    return state
