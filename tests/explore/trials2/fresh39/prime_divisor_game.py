# Prime Game (CodeChef PRIGAME, February Long Challenge 2021): the integer X! is written on a
# board; Chef and Divyam alternate turns, Chef first. In a move the player chooses a positive
# integer D that is divisible by at most Y distinct primes (1 is not a prime: D = 1 is divisible
# by none) and does not exceed the number on the board, and the number A on the board is replaced
# by A - D. The player who writes 0 wins (the other then faces 0, where no D exists: normal play).
# The input's Y is the parameter y (1 <= Y <= 10^6 in the statement). A position: the input's X
# (the statement allows 1 <= X <= 10^6; X = 1..6 declared here, so that the board holds at most
# 6! = 720). A state: the number on the board, X! at the start. The result: True when the player
# to move at the start, Chef, wins.
y = param("y", 1)
assert y >= 1, "the statement asks for Y >= 1"
positions = numbers(x=range(1, 7))
result = "win"


def _factorial(x):
    out = 1
    for i in range(2, x + 1):
        out *= i
    return out


def _distinct_primes(d):
    count, p = 0, 2
    while p * p <= d:
        if d % p == 0:
            count += 1
            while d % p == 0:
                d //= p
        p += 1
    return count + (1 if d > 1 else 0)


def start(position):
    return (_factorial(position[0]),)


def moves(state):
    (a,) = state
    for d in range(1, a + 1):
        if _distinct_primes(d) <= y:
            yield (a - d,)
