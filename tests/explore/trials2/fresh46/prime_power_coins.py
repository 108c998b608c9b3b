# Chef and Coins Game (CodeChef CHCOINSG, June Challenge 2016): a pile of N coins. In turn, Chef
# first, a player removes either one coin or a prime power of coins (p^x coins, p a prime and x
# a positive integer), never more than the pile holds. The player who cannot move (the pile is
# empty) loses. A position: N, 1..199 here (the statement allows N <= 10^9). The result:
# whether Chef, the first player, wins.
positions = numbers(n=range(1, 200))
result = "win"


def is_prime_power(m):
    for q in range(2, m + 1):
        if m % q == 0:                        # q is m's smallest prime factor
            while m % q == 0:
                m //= q
            return m == 1
    return False


def moves(state):
    (n,) = state
    for m in range(1, n + 1):
        if m == 1 or is_prime_power(m):
            yield (n - m,)
