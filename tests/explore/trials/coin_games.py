# Coin Games (Codeforces 1972B): coins in a circle, each facing up (U) or down (D); a move removes
# a facing-up coin and flips its two neighbours (with two coins left, the other coin is not
# flipped; with one left, nothing is flipped). Who cannot move loses.
positions = string("UD", length=range(1, 10), cyclic=True)

FLIP = {"U": "D", "D": "U"}


def moves(s):
    n = len(s)
    for i, c in enumerate(s):
        if c != "U":
            continue
        if n <= 2:
            yield s[:i] + s[i + 1:]
        else:
            rest = s[i + 1:] + s[:i]          # the circle from the right neighbour round
            yield FLIP[rest[0]] + rest[1:-1] + FLIP[rest[-1]]
