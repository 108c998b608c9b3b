# Berzerk (Codeforces 786A): n objects in a circle, object 0 a black hole, a monster on object
# p. Rick and Morty move in turn, Rick first; Rick moves the monster x steps clockwise for an x
# of his set {2, 3}, Morty for an x of his set {1, 3}. Who puts the monster into the black
# hole wins; play may go on for ever (a draw, "Loop").
positions = numbers(n=range(2, 10), p=range(1, 9)).where(lambda t: t[1] < t[0])
result = "outcome"

SETS = ((2, 3), (1, 3))


def start(position):
    n, p = position
    return (n, p, 0)                # 0: Rick to move


def moves(state):
    n, p, who = state
    if p == 0:
        return                      # the monster fell in: the player to move has lost
    for x in SETS[who]:
        yield (n, (p + x) % n, 1 - who)


def canonical(state):
    return state
