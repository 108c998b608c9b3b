# Circle Game (Codeforces 1451D): a token starts at (0, 0); a move adds k to its x or to its y
# coordinate, and the token must stay within Euclidean distance d of the origin. Who cannot move
# loses.
positions = numbers(d=range(1, 25), k=range(1, 8))


def start(p):
    d, k = p
    return (0, 0, d, k)


def moves(s):
    x, y, d, k = s
    if (x + k) ** 2 + y ** 2 <= d * d:
        yield (x + k, y, d, k)
    if x ** 2 + (y + k) ** 2 <= d * d:
        yield (x, y + k, d, k)
