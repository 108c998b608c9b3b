# CodeChef ONEORTWO: two piles of X and Y stones. In turn, Chef first; Chef either
# removes one stone from each pile or two stones from the first pile; Chefina either removes one
# stone from each pile or two stones from the second pile. The player who cannot move loses. A
# position: (X, Y). A state: the piles and who is to move (0: Chef). The result: whether Chef, the
# first player, wins.
positions = numbers(x=range(1, 21), y=range(1, 21))
result = "win"


def start(position):
    x, y = position
    return (x, y, 0)


def moves(state):
    x, y, who = state
    if x >= 1 and y >= 1:
        yield (x - 1, y - 1, 1 - who)
    if who == 0 and x >= 2:
        yield (x - 2, y, 1)
    if who == 1 and y >= 2:
        yield (x, y - 2, 0)


def canonical(state):
    return state
