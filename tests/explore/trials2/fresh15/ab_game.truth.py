# Truth for AtCoder ARC 145 B: a plain search over (the stones left, whether Alice moves); Alice
# removes k A stones, Bob k B stones (k >= 1, at most the stones left); no move loses.
from oracle import win_search

_searches = {}


def valid(position):
    return position[0] >= 1


def truth(position, a=2, b=3):
    if (a, b) not in _searches:
        _searches[(a, b)] = win_search(
            lambda s, a=a, b=b: [(s[0] - t, not s[1])
                                 for t in range(a if s[1] else b, s[0] + 1, a if s[1] else b)])
    wins = _searches[(a, b)]
    (n,) = position
    for low in range(0, n + 1):       # warm from the bottom (shallow recursion)
        wins((low, True))
        wins((low, False))
    return wins((n, True))
