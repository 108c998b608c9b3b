# Truth for HDU 4203: a plain search over the doubloons left; a move takes a power of K (1, K,
# K^2, ...) of at most the doubloons left; no move loses.
from oracle import win_search

_searches = {}


def _powers(k, s):
    take = 1
    while take <= s:
        yield take
        take *= k


def valid(position):
    return position[0] >= 1


def truth(position, k=3):
    if k not in _searches:
        _searches[k] = win_search(lambda s, k=k: [s - t for t in _powers(k, s)])
    wins = _searches[k]
    (s,) = position
    for low in range(0, s + 1):       # warm from the bottom (shallow recursion)
        wins(low)
    return wins(s)
