# Powers Game (HackerRank): the numbers 2^1, 2^2, ..., 2^n. In turn, P1 first, a player puts a +
# or a - sign before one of the numbers that has no sign yet. When every number has its sign the
# expression is evaluated: if the result is divisible by 17, P2 wins, otherwise P1 wins. A
# position: n. Only whether the result is divisible by 17 decides, so a state keeps the numbers
# still without a sign (their exponents) and the value of the signed ones mod 17. The result:
# whether P1, the first player, wins.
positions = numbers(n=range(1, 13))
result = "win"


def start(position):
    (n,) = position
    return (n, frozenset(range(1, n + 1)), 0)


def moves(state):
    n, unsigned, s = state
    for i in sorted(unsigned):
        p = pow(2, i, 17)
        for sign in (1, -1):
            yield (n, unsigned - {i}, (s + sign * p) % 17)


def winner(state):
    n, unsigned, s = state            # every number has its sign
    p2_wins = s == 0
    p2_moves = n % 2 == 1             # after n signs, P2 is to move iff n is odd
    return "mover" if p2_wins == p2_moves else "last"


def canonical(state):
    return state
