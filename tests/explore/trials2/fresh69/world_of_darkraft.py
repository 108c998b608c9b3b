# World of Darkraft (Codeforces 138D): an n x m field, each cell holding one of the characters L,
# R or X; at first every cell is active. Roma and the magician take turns, Roma first. A move
# selects an active cell; then, by its character, magical waves radiate from it: L to the left
# downwards and to the right upwards along the diagonals, R to the left upwards and to the right
# downwards, X in all four diagonal directions. Every cell on the waves' paths, the selected one
# included, becomes inactive; a wave goes on until the next inactive cell or the edge of the
# field. A player who cannot move (every cell inactive) loses. The result: whether Roma, the first
# player, wins (the answer "WIN").
# A position: the field written row after row in one string; declared here: square fields n x n,
# n = 1..3, over "LRX" (19,767 fields; a filtered `string` shape, the length a square: no harness
# shape draws a grid); the statement allows 1 <= n, m <= 20 and fields that are not square.
# A state: (the field, n, the active cells as a tuple of 0/1 flags in the field's order).
positions = string("LRX", length=range(1, 10)).where(lambda s: round(len(s) ** 0.5) ** 2 == len(s))
result = "win"

_WAVES = {"L": ((1, -1), (-1, 1)), "R": ((-1, -1), (1, 1)),
          "X": ((1, -1), (-1, 1), (-1, -1), (1, 1))}


def start(field):
    n = round(len(field) ** 0.5)
    return (field, n, (1,) * len(field))


def moves(state):
    field, n, active = state
    options = set()
    for cell in range(len(field)):
        if not active[cell]:
            continue
        after = list(active)
        after[cell] = 0
        r, c = divmod(cell, n)
        for dr, dc in _WAVES[field[cell]]:
            rr, cc = r + dr, c + dc
            while 0 <= rr < n and 0 <= cc < n and after[rr * n + cc]:
                after[rr * n + cc] = 0
                rr, cc = rr + dr, cc + dc
        options.add((field, n, tuple(after)))
    return sorted(options)


def canonical(state):
    return state
