# Number Game Revisited (CodeChef NUMGAME2): a number N. In turn, Bob first, a player subtracts
# from N a number that is 1 or a prime and is less than N; the result is the new N. The player
# who cannot move loses. A position: N. The result: whether Bob, the first player, wins.
positions = numbers(n=range(1, 101))
result = "win"


def _is_prime(x):
    if x < 2:
        return False
    d = 2
    while d * d <= x:
        if x % d == 0:
            return False
        d += 1
    return True


def start(position):
    (n,) = position
    return n


def moves(n):
    for x in range(1, n):
        if x == 1 or _is_prime(x):
            yield n - x


def canonical(state):
    return state
