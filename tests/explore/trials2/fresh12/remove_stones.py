# Remove Stones (CodeChef REMOVESTONES): a pile of N stones and an integer K. In turn, Alice
# first, a player chooses an integer x with gcd(x, K) = 1 and at least x stones left in the
# pile, and removes x stones. The player who makes the last move wins. (The problem lets you
# choose to play as Alice or as Bob and then play; the game is the same.) A position: N. The
# result: whether Alice, the first player, wins.
from math import gcd

k = param("k", 6)
assert k >= 1, "the rules ask for K >= 1"
positions = numbers(n=range(1, 61))
result = "win"


def start(position):
    (n,) = position
    return n                          # the stones left


def moves(n):
    for x in range(1, n + 1):
        if gcd(x, k) == 1:
            yield n - x


def canonical(state):
    return state
