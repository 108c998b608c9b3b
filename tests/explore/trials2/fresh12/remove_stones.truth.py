# Truth for CodeChef REMOVESTONES: a plain search over the number of stones left; a move removes
# x stones with gcd(x, K) = 1 and x at most the stones left; no move loses.
from math import gcd

from oracle import win_search

_searches = {}


def valid(position):
    return position[0] >= 1


def truth(position, k=6):
    if k not in _searches:
        _searches[k] = win_search(lambda n, k=k: [n - x for x in range(1, n + 1) if gcd(x, k) == 1])
    wins = _searches[k]
    (n,) = position
    for low in range(0, n + 1):       # warm from the bottom (shallow recursion)
        wins(low)
    return wins(n)
