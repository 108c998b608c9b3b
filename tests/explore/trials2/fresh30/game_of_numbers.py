# Game of numbers (CodeChef GAMOFNUM): an array of N positive integers. In turn, Alice first, a
# player picks a number x > 1 of the array, a prime p dividing x and an integer i with
# 1 <= i < p, and replaces x by x * i / p. The player who cannot move loses. A position: the
# numbers (order does not matter). A state: the same, sorted. The result: whether Alice, the
# first player, wins.
positions = multiset(piles=range(1, 25), size=range(1, 4))
result = "win"


def _primes_of(x):
    out, p = [], 2
    while p * p <= x:
        if x % p == 0:
            out.append(p)
            while x % p == 0:
                x //= p
        p += 1
    if x > 1:
        out.append(x)
    return out


def moves(numbers):
    for k, x in enumerate(numbers):
        if k > 0 and numbers[k - 1] == x:
            continue
        rest = numbers[:k] + numbers[k + 1:]
        for p in _primes_of(x):
            for i in range(1, p):
                yield tuple(sorted(rest + (x // p * i,)))
