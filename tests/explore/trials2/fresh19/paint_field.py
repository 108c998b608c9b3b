# Game (Codeforces 630R): an n x n field of empty cells. In turn, the first player first, a
# player paints an empty cell that shares no side with a painted cell (sharing a corner is
# allowed). The player who cannot paint a cell loses. A position: n. A state: the sorted tuple
# of the cells still paintable, each as row * n + column, with n first. The result: whether the
# first player wins.
positions = numbers(n=range(1, 5))
result = "win"


def start(position):
    (n,) = position
    return (n,) + tuple(range(n * n))


def moves(state):
    n, free = state[0], state[1:]
    for c in free:
        r, q = divmod(c, n)
        gone = {c}
        if q > 0:
            gone.add(c - 1)
        if q < n - 1:
            gone.add(c + 1)
        if r > 0:
            gone.add(c - n)
        if r < n - 1:
            gone.add(c + n)
        yield (n,) + tuple(v for v in free if v not in gone)
