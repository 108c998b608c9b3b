# Truth for Codeforces 1451D: every step of the token searched, for each d and k.
from oracle import win_search

_searches = {}


def _game(d, k):
    def moves(state):
        x, y = state
        out = []
        if (x + k) ** 2 + y ** 2 <= d * d:
            out.append((x + k, y))
        if x ** 2 + (y + k) ** 2 <= d * d:
            out.append((x, y + k))
        return out
    return win_search(moves)


def valid(position):
    return position[0] >= 1


def truth(position, k=2):
    d = position[0]
    if (d, k) not in _searches:
        _searches[d, k] = _game(d, k)
    return _searches[d, k]((0, 0))
