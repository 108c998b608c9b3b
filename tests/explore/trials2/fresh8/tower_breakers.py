# Tower Breakers (HackerRank): n towers, each of height m. In turn, player 1 first, a player
# chooses a tower of height x and lowers it to a height y with 1 <= y < x and y dividing x. The
# player who cannot move loses. The result: whether player 1 wins.
positions = numbers(n=range(1, 7), m=range(1, 13))


def start(position):
    n, m = position
    return (m,) * n                    # the towers' heights, sorted


def moves(towers):
    for i, x in enumerate(towers):
        if i > 0 and towers[i - 1] == x:
            continue
        rest = towers[:i] + towers[i + 1:]
        for y in range(1, x):
            if x % y == 0:
                yield tuple(sorted(rest + (y,)))


def canonical(state):
    return state
