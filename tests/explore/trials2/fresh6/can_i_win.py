# Can I Win (LeetCode 464): the integers 1..m, each usable once, and a desired total t. In turn,
# the first player first, a player picks an integer not picked before and adds it to a running
# total (starting at 0). The player whose pick makes the total reach t or more wins. When every
# integer is used and the total is still below t, nobody wins (the first player cannot force a
# win). The result: W / L / D for the first player.
positions = numbers(m=range(1, 9), t=range(1, 31))
result = "outcome"


def start(position):
    m, t = position
    return (m, 0, t)                    # m, the mask of picked integers, what is still needed


def moves(state):
    m, used, need = state
    if need <= 0:
        return
    for i in range(1, m + 1):
        if not used >> i & 1:
            yield (m, used | 1 << i, need - i)


def winner(state):
    m, used, need = state
    return "last" if need <= 0 else "draw"


def canonical(state):
    return state
