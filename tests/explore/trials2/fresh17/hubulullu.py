# Hubulullu (SPOJ HUBULLU): the numbers 1 .. N are written down. In turn, the first player first,
# a player picks one of the numbers still written and erases it together with every divisor of
# it still written. The player who cannot move (nothing is left) loses. (The problem names who
# starts; here the first player is the one named.) A position: N. A state: the numbers still
# written. The result: whether the first player wins.
positions = numbers(n=range(1, 15))
result = "win"


def start(position):
    (n,) = position
    return tuple(range(1, n + 1))


def moves(left):
    for x in left:
        yield tuple(y for y in left if x % y != 0)


def canonical(state):
    return state
