# Truth for HDU 4764: (N, the number written last); the mover writes a number 1..k above it; a
# player whose opponent has just written a number >= N has won (+1 for the player to move).
from oracle import score_search

_searches = {}


def _search(k):
    def moves(state):
        n, y = state
        if y >= n:
            return []
        return [((n, y + step), 0) for step in range(1, k + 1)]
    return score_search(moves, lambda state: 1)


def valid(position):
    return position[0] >= 1


def truth(position, k=3):
    n = position[0]
    if k not in _searches:
        _searches[k] = _search(k)
    best = _searches[k]
    for y in range(n, -1, -1):        # warm from the end (shallow recursion)
        best((n, y))
    return best((n, 0)) > 0
