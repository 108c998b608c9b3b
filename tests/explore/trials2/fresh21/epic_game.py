# Epic Game (Codeforces 119A): Simon has a fixed number a, Antisimon a fixed number b, and there
# is a heap of n stones. In turn, Simon first, a player must take from the heap gcd(his number,
# the number of stones left) stones (gcd(x, 0) = x); a player who cannot take that many (the heap
# holds fewer) loses. A position: (a, b, n). A state: a, b, the heap and who is to move. The
# result: whether Simon, the first player, wins.
positions = numbers(a=range(1, 13), b=range(1, 13), n=range(1, 13))
result = "win"


def _gcd(x, y):
    while y:
        x, y = y, x % y
    return x


def start(position):
    a, b, n = position
    return (a, b, n, 0)


def moves(state):
    a, b, heap, turn = state
    take = _gcd(a if turn == 0 else b, heap)
    if take <= heap:
        yield (a, b, heap - take, 1 - turn)
