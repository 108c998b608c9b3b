# Truth for CodeChef ARRGAME: (the blocked cells as a bit mask, the mover's cell, the other's cell,
# -1 before a player's first move); a move goes to any free cell on a player's first turn, else
# to a free neighbour of her cell, and blocks it. The player who cannot move loses.
from oracle import win_search

_searches = {}


def _search(n):
    def moves(state):
        mask, mine, theirs = state
        out = []
        for c in (range(n) if mine < 0 else (mine - 1, mine + 1)):
            if 0 <= c < n and not mask >> c & 1:
                out.append((mask | 1 << c, theirs, c))
        return out
    return win_search(moves)


def valid(position):
    return len(position) >= 1 and set(position) <= set("01")


def truth(position):
    n = len(position)
    if n not in _searches:
        _searches[n] = _search(n)
    mask = sum(1 << i for i, c in enumerate(position) if c == "1")
    return _searches[n]((mask, -1, -1))
