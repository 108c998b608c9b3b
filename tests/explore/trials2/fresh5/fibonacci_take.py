# 取石子游戏 (HDU 2516): one pile of n >= 2 stones. The first player takes at least one stone but
# not all of them; after that each player takes at least one and at most twice as many stones as
# the opponent took on the move just before. The player who takes the last stone wins.
positions = numbers(n=range(2, 70))


def start(position):
    (n,) = position
    return (n, n - 1)                 # stones left, the most the mover may take


def moves(state):
    left, limit = state
    for t in range(1, min(limit, left) + 1):
        yield (left - t, min(2 * t, left - t))


def canonical(state):
    return state
