# Not a Nim Problem (Codeforces 2004E): piles; a move takes y >= 1 stones from a pile of x with
# gcd(x, y) = 1. Piles are independent: the value of one pile is what to find.
from math import gcd

positions = numbers(x=range(0, 120))
result = "grundy"


def moves(x):
    x = x[0]
    return [(x - y,) for y in range(1, x + 1) if gcd(x, y) == 1]
