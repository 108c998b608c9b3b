# Deleting Divisors (Codeforces 1537D): a number n. In turn, Alice first, a player subtracts from
# n one of its divisors d that is neither 1 nor n itself. The player who cannot move loses.
positions = numbers(n=range(1, 65))


def moves(position):
    (n,) = position
    for d in range(2, n):
        if n % d == 0:
            yield (n - d,)
