# Buttons (Codeforces 1858A): a + b + c buttons; a can be pressed only by Anna, b only by Katie,
# c by either. In turn, Anna first, a player presses one button she may press that was not
# pressed before. The player who cannot press a button loses. A position: (a, b, c). A state:
# (the mover's own buttons left, the other's own buttons left, shared buttons left). The result:
# whether Anna, the first player, wins.
positions = numbers(a=range(1, 11), b=range(1, 11), c=range(1, 11))
result = "win"


def start(position):
    return tuple(position)


def moves(state):
    mine, theirs, shared = state
    if mine > 0:
        yield (theirs, mine - 1, shared)
    if shared > 0:
        yield (theirs, mine, shared - 1)


def canonical(state):
    return state
