# Multiplication Game (Kattis multiplicationgame, ICPC Rocky Mountain Regional 2017): a target
# integer N >= 2 and an integer M = 1. In turn, the player named in the input first, a player
# chooses a prime divisor p of N and multiplies M by p. If the move makes M equal to N, the player
# who made it wins; if it makes M greater than N, the game is a tie. A position: N. A state:
# (N, M). The result: W if the first player wins, L if the other one does, D for a tie.
positions = numbers(n=range(2, 150))
result = "outcome"


def _prime_divisors(n):
    out, p = [], 2
    while p * p <= n:
        if n % p == 0:
            out.append(p)
            while n % p == 0:
                n //= p
        p += 1
    if n > 1:
        out.append(n)
    return out


def start(position):
    (n,) = position
    return (n, 1)


def moves(state):
    n, m = state
    if m >= n:
        return
    for p in _prime_divisors(n):
        yield (n, m * p)


def winner(state):
    n, m = state
    return "last" if m == n else "draw"


def canonical(state):
    return state
