# 素因数ゲーム リターンズ (yukicoder No.103, Prime Factor Game Returns): M numbers. In turn, the
# first player first, a player chooses one number and a prime p, and divides that number by p or
# by p^2 (which must divide it). The player who cannot move (every number is 1) loses. A position:
# the multiset of the numbers. The result: whether the first player wins.
positions = multiset(piles=range(2, 21), size=range(1, 4))
result = "win"


def _primes(n):
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


def moves(nums):
    for i, x in enumerate(nums):
        if i > 0 and nums[i - 1] == x:
            continue
        rest = nums[:i] + nums[i + 1:]
        for p in _primes(x):
            for q in (p, p * p):
                if x % q == 0:
                    y = x // q
                    yield tuple(sorted(rest + ((y,) if y > 1 else ())))
