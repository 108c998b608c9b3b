# Prime Factor Game (yukicoder No.2 素因数ゲーム): a number N >= 2. In turn, Alice first, a player
# chooses one prime p dividing the current number and divides it by p as many times as they like
# (at least once; the result must stay a whole number). The player who makes the number 1 wins
# (so the player facing 1 has lost). A position: N. The result: whether Alice, the first player,
# wins.
positions = numbers(n=range(2, 201))
result = "win"


def start(position):
    (n,) = position
    return n


def moves(n):
    p, m = 2, n
    while p * p <= m or m > 1:
        if p * p > m:
            p = m                                  # what is left is a prime
        if m % p == 0:
            q = n
            while q % p == 0:
                q //= p
                yield q                            # divided by p once, twice, ...
            while m % p == 0:
                m //= p
        p += 1


def canonical(state):
    return state
