# Game with Powers (Codeforces 317D): the numbers 1..n. In turn, Vasya first, a player chooses a
# number x that is still allowed; after that, x and all its powers x^2, x^3, ... are forbidden
# for both players. The player who cannot choose a number loses. A position: n. A state: the
# sorted tuple of the numbers still allowed. The result: whether Vasya, the first player, wins.
positions = numbers(n=range(1, 16))
result = "win"


def start(position):
    (n,) = position
    return tuple(range(1, n + 1))


def moves(allowed):
    for x in allowed:
        banned = {x}
        if x > 1:
            y = x * x
            while y <= allowed[-1]:
                banned.add(y)
                y *= x
        yield tuple(v for v in allowed if v not in banned)
