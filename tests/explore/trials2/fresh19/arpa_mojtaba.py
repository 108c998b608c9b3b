# Arpa and a game with Mojtaba (Codeforces 850C): a list of positive numbers. In turn, Mojtaba
# first, a player picks a prime p and a positive integer k such that p^k divides at least one
# number of the list; every number x of the list divisible by p^k is replaced by x / p^k. The
# player who cannot pick such p and k loses. A position: the list, a multiset of numbers. The
# result: whether Mojtaba, the first player, wins.
positions = multiset(piles=range(1, 33), size=range(1, 4))
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


def moves(nums):
    primes = sorted({p for x in nums for p in _primes_of(x)})
    for p in primes:
        q = p
        while any(x % q == 0 for x in nums):
            yield tuple(sorted(x // q if x % q == 0 else x for x in nums))
            q *= p
