# Alice and Bob - Face Off (CodeChef ALBOFACE, LunchTime 100): a number N. In turn, Alice first,
# a player chooses y >= 1 such that 2^y divides N and divides N by 2^y; when there is no such y
# (N is odd) the player subtracts 1 from N instead. The player who cannot move (N = 0) loses.
# The result: whether Alice, the first player, wins.
positions = numbers(n=range(1, 301))


def moves(state):
    (n,) = state
    if n == 0:
        return
    if n % 2 == 1:
        yield (n - 1,)
        return
    p = 2
    while n % p == 0:
        yield (n // p,)
        p *= 2
