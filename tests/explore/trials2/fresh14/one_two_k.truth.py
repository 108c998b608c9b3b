# Truth for Codeforces 1194D: a plain search over the chip's cell; a move takes it 1, 2 or k
# cells to the left, not past cell 0; no move loses.
from oracle import win_search

_searches = {}


def valid(position):
    return position[0] >= 0


def truth(position, k=3):
    if k not in _searches:
        _searches[k] = win_search(lambda c, k=k: [c - s for s in {1, 2, k} if s <= c])
    wins = _searches[k]
    (n,) = position
    for low in range(0, n + 1):       # warm from the bottom (shallow recursion)
        wins(low)
    return wins(n)
