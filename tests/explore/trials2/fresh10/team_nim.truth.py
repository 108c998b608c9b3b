# Truth for POJ 2068 with one player a side: (stones left, whose turn); you take 1..a, the other
# 1..b; the player who takes the last stone loses, so a player facing no stone has won (+1 for
# the player to move there).
from oracle import score_search

_searches = {}


def _search(a, b):
    def moves(state):
        s, mine = state
        most = a if mine else b
        return [((s - t, not mine), 0) for t in range(1, min(most, s) + 1)]
    return score_search(moves, lambda state: 1)


def valid(position):
    return position[0] >= 1


def truth(position, a=4, b=4):
    s = position[0]
    if (a, b) not in _searches:
        _searches[(a, b)] = _search(a, b)
    best = _searches[(a, b)]
    for low in range(0, s + 1):       # warm from the bottom (shallow recursion)
        best((low, True))
        best((low, False))
    return best((s, True)) > 0
