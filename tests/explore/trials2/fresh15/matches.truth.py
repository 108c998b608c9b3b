# Truth for CodeAbbey Matches Picking, inverted: misere play as normal play with one extra step
# (an empty heap: the player to move has won, so it is given one move to an end state without
# moves); a move takes 1..K matches.
from oracle import win_search

_END = "end"
_searches = {}


def valid(position):
    return position[0] >= 1


def truth(position, k=3):
    if k not in _searches:
        _searches[k] = win_search(
            lambda m, k=k: [] if m == _END else [_END] if m == 0 else
            [m - t for t in range(1, min(k, m) + 1)])
    wins = _searches[k]
    (m,) = position
    for low in range(0, m + 1):       # warm from the bottom (shallow recursion)
        wins(low)
    return wins(m)
