# Truth for SPOJ MCOINS.
from oracle import win_search

_searches = {}


def truth(position, k=2, l=5):
    if (k, l) not in _searches:
        _searches[k, l] = win_search(lambda n: [n - t for t in {1, k, l} if t <= n])
    return _searches[k, l](position[0])
