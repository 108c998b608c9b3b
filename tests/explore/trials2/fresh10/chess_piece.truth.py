# Truth for Codeforces 36D: (rows below the piece, columns right of it); a move goes one down, one
# right or k diagonally; the player who cannot move loses.
from oracle import win_search

_searches = {}


def _search(k):
    def moves(state):
        d, r = state
        out = []
        if d >= 1:
            out.append((d - 1, r))
        if r >= 1:
            out.append((d, r - 1))
        if d >= k and r >= k:
            out.append((d - k, r - k))
        return out
    return win_search(moves)


def valid(position):
    return position[0] >= 1 and position[1] >= 1


def truth(position, k=2):
    n, m = position
    if k not in _searches:
        _searches[k] = _search(k)
    return _searches[k]((n - 1, m - 1))
