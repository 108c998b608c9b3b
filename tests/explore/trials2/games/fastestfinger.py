# Ashishgup and FastestFinger (Codeforces 1370C): a number n; a move divides n by one of its
# odd divisors greater than 1, or subtracts 1 when n > 1. Who cannot move loses.
positions = numbers(n=range(1, 120))


def moves(position):
    (n,) = position
    if n > 1:
        yield (n - 1,)
    for d in range(3, n + 1, 2):
        if n % d == 0:
            yield (n // d,)
