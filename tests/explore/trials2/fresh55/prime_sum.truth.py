# Truth for AtCoder ABC 239 D (Prime Sum Game): a plain search of the two choices: Takahashi wins
# iff some x in [A, B] leaves every y in [C, D] with x + y not a prime (primality by trial
# division). True when Takahashi, the first player, wins.
def valid(position):
    return len(position) == 4 and 1 <= position[0] <= position[1] and 1 <= position[2] <= position[3]


def _prime(n):
    if n < 2:
        return False
    q = 2
    while q * q <= n:
        if n % q == 0:
            return False
        q += 1
    return True


def truth(position):
    a, b, c, d = position
    return any(all(not _prime(x + y) for y in range(c, d + 1)) for x in range(a, b + 1))
