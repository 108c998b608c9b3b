# Pie Rules (Codeforces 859C): slices of pie of sizes a_1 .. a_N, handed out in this order, and
# a "decider" token, held by Bob at the start. Until no slice is left, whoever holds the token
# gives the next slice to one of the two players and the token to the other one. Each player
# plays to maximise the total size of the pie they eat. A state: (the slices left, the slice
# being handed to the player to move). The holder of the token moves: they eat the slice and
# pass the token (the other player moves next), or they give the slice away and keep the token
# (the other player then makes the one move of eating it, and the holder moves again). The
# value: the pie Bob, the first to move, eats.
positions = sequence(values=range(1, 6), length=range(1, 8))
result = "score"
score = "own"


def start(slices):
    return (slices, 0)


def moves(state):
    slices, handed = state
    if handed:
        yield ((slices, 0), handed)               # eat the slice given, hand the turn back
    elif slices:
        yield ((slices[1:], 0), slices[0])        # eat it, pass the token
        yield ((slices[1:], slices[0]), 0)        # give it away, keep the token


def canonical(state):
    return state
