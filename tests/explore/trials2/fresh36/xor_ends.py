# 取石子 (BZOJ 5435, "Taking Stones"): n piles of stones in a row, pile i holding x_i stones
# (x_i >= 1). In turn, Alice first, a player takes one of the two piles at the ends of the row
# (the first or the last), until no pile is left. Each player's score is the xor of the sizes of
# the piles they took; the larger score wins, equal scores are a draw ("Draw"). A position:
# x_1 .. x_n, one sequence. A state: (the piles left, in order; the mover's xor; the other's xor).
# The result: W if Alice, the first player, wins, L if Bob wins, D for a draw.
positions = sequence(values=range(1, 8), length=range(1, 6))
result = "outcome"


def start(position):
    return (tuple(position), 0, 0)


def moves(state):
    piles, mine, theirs = state
    if not piles:
        return
    yield (piles[1:], theirs, mine ^ piles[0])
    if len(piles) > 1:
        yield (piles[:-1], theirs, mine ^ piles[-1])


def winner(state):
    piles, mine, theirs = state          # no pile left: the game is over
    if mine == theirs:
        return "draw"
    return "mover" if mine > theirs else "last"


def canonical(state):
    return state
