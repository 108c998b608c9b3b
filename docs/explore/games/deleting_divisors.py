# Deleting Divisors (Codeforces 1537D): a number n; a move subtracts a divisor d of n with
# 1 < d < n. Who cannot move loses.
positions = numbers(n=range(1, 200))


def moves(n):
    n = n[0]
    return [(n - d,) for d in range(2, n) if n % d == 0]
