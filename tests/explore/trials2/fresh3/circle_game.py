# Circle Game (Codeforces 1451D): a token at (0, 0) in the plane, numbers d and k. In turn,
# Ashish first, a player adds k to the token's x or to its y; the token must stay within
# Euclidean distance d of (0, 0). The player who cannot move loses.
k = param("k", 2)
positions = numbers(d=range(1, 61))


def start(position):
    (d,) = position
    return (d, 0, 0)


def moves(state):
    d, x, y = state
    if (x + k) ** 2 + y ** 2 <= d * d:
        yield (d, x + k, y)
    if x ** 2 + (y + k) ** 2 <= d * d:
        yield (d, x, y + k)


def canonical(state):
    return state
