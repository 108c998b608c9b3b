# Coin Game (HDU 3951): n coins in a circle and a number k. In turn, a player takes 1 to k coins
# that stand next to each other (in the circle as it is: a gap left by taken coins separates
# them). The player who takes the last coin wins. (The judge has n >= 3; the game is the same
# from n = 1.)
k = param("k", 2)
positions = numbers(n=range(1, 25))


def start(position):
    (n,) = position
    return (n, ())                    # the circle's size (0 once broken), the rows left (sorted)


def moves(state):
    circle, rows = state
    if circle:
        for t in range(1, min(k, circle) + 1):
            yield (0, (circle - t,) if circle > t else ())
        return
    for j, r in enumerate(rows):
        if j > 0 and rows[j - 1] == r:
            continue
        rest = rows[:j] + rows[j + 1:]
        for t in range(1, min(k, r) + 1):
            for left in range(0, (r - t) // 2 + 1):
                right = r - t - left
                yield (0, tuple(sorted(rest + tuple(x for x in (left, right) if x))))


def canonical(state):
    return state
