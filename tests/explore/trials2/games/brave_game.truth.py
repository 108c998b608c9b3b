# Truth for HDU 1846.
from oracle import win_search

_searches = {}


def truth(position, m=3):
    if m not in _searches:
        _searches[m] = win_search(lambda n: [n - t for t in range(1, m + 1) if t <= n])
    return _searches[m](position[0])
