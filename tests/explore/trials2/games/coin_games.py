# Coin Games (Codeforces 1972B): coins in a circle, each up (U) or down (D); a move removes an
# up coin and flips its two neighbours (with two coins left, the other is not flipped; with
# one, nothing is). Who has no up coin to remove loses.
positions = string("UD", length=range(1, 10), cyclic=True)

FLIP = {"U": "D", "D": "U"}


def moves(s):
    for i, c in enumerate(s):
        if c == "U":
            rest = s[i + 1:] + s[:i]
            if len(rest) >= 2:
                rest = FLIP[rest[0]] + rest[1:-1] + FLIP[rest[-1]]
            yield rest
