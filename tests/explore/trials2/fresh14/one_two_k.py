# 1-2-K Game (Codeforces 1194D): a strip of cells 0, 1, ..., n and a chip on cell n. In turn,
# Alice first, a player moves the chip 1, 2 or k cells to the left; the chip may not leave the
# strip. The player who cannot move loses. A position: n. The result: whether Alice, the first
# player, wins.
k = param("k", 3)
assert k >= 3, "the rules ask for k >= 3"
positions = numbers(n=range(0, 81))
result = "win"


def start(position):
    (n,) = position
    return n                          # the chip's cell


def moves(cell):
    for step in sorted({1, 2, k}):
        if step <= cell:
            yield cell - step


def canonical(state):
    return state
