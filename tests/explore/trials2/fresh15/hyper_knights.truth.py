# Truth for LightOJ 1315: a plain search of one knight's Grundy value over its cell; a move is
# one of the six hyper knight steps that stays on the board (x, y >= 0); no move: value 0.
from oracle import grundy_search

STEPS = ((-2, 1), (-2, -1), (-1, -2), (1, -2), (-1, -3), (-3, -1))
_value = grundy_search(lambda c: [(c[0] + dx, c[1] + dy) for dx, dy in STEPS
                                  if c[0] + dx >= 0 and c[1] + dy >= 0])


def valid(position):
    return position[0] >= 0 and position[1] >= 0


def truth(position):
    x, y = position
    for s in range(0, x + y + 1):     # warm along the anti-diagonals (shallow recursion)
        for a in range(0, s + 1):
            _value((a, s - a))
    return _value((x, y))
