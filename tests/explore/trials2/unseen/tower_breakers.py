# Tower Breakers (HackerRank): n towers of height m; a move lowers a tower of height x to a
# height y with 1 <= y < x and y dividing x. Who cannot move loses.
positions = numbers(n=range(1, 6), m=range(1, 10))


def start(position):
    n, m = position
    return tuple([m] * n)


def moves(towers):
    for i, x in enumerate(towers):
        if i == 0 or towers[i - 1] != x:
            for y in range(1, x):
                if x % y == 0:
                    yield tuple(sorted(towers[:i] + (y,) + towers[i + 1:]))


def canonical(state):
    return state
