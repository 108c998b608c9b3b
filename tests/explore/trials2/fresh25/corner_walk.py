# Play a game (HDU 1564): an n x n board with a stone on a corner cell. In turn, 8600 first, a
# player moves the stone to a cell next to it (up, down, left or right) that the stone has never
# stood on. The player who cannot move loses. A position: n. A state: (n, the cells visited as a
# bit mask of r * n + c, the stone's cell). The result: whether 8600, the first player, wins.
positions = numbers(n=range(1, 6))
result = "win"


def start(position):
    (n,) = position
    return (n, 1, 0)


def moves(state):
    n, seen, at = state
    r, c = divmod(at, n)
    for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        if 0 <= r + dr < n and 0 <= c + dc < n:
            to = (r + dr) * n + c + dc
            if not seen >> to & 1:
                yield (n, seen | (1 << to), to)


def canonical(state):
    return state
