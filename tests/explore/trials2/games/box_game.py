# Box Game (UVa 12293): two boxes, one holding n balls and the other one ball. A move empties
# the box with fewer balls (either one when they are equal), throwing those balls away, then
# moves some of the other box's balls into the emptied box so that both boxes hold at least
# one ball. Alice moves first; who cannot move loses.
positions = numbers(n=range(1, 60))


def start(position):
    (n,) = position
    return (1, n)


def moves(state):
    small, big = state              # kept sorted: the box with fewer balls is emptied
    for k in range(1, big // 2 + 1):
        yield (k, big - k)


def canonical(state):
    return state
