# A Multiplication Game (HDU 1517 / POJ 2505): p starts at 1; Stan and Ollie take turns, Stan
# first, each multiplying p by a number from 2 to 9. Whoever first makes p >= n wins.
positions = numbers(n=range(2, 300))


def start(position):
    return (1, position[0])


def moves(state):
    p, n = state
    if p >= n:                       # the last move reached n: the player to move has lost
        return
    for m in range(2, 10):
        yield (min(p * m, n), n)


def canonical(state):
    return state
