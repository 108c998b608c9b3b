# Roy&October之取石子 (Luogu P4018): n stones. October first, then Roy, alternately take p^k
# stones, p a prime and k a natural number (k = 0 allowed, so 1 stone may be taken), p^k at
# most the number of stones left. Who takes the last stone wins. A position: n, 1..60 declared
# here (the statement allows n up to 5 * 10^7 and T up to 10^5 test cases). The result: whether
# October, the first player, wins.
positions = numbers(n=range(1, 61))
result = "win"


def _prime(p):
    return p >= 2 and all(p % d for d in range(2, int(p ** 0.5) + 1))


def _prime_power(q):
    if q == 1:
        return True                   # p^0
    for p in range(2, q + 1):
        if q % p == 0:                # p: the least prime factor of q
            while q % p == 0:
                q //= p
            return q == 1
    return False


def moves(position):
    (n,) = position
    for q in range(1, n + 1):
        if _prime_power(q):
            yield (n - q,)
