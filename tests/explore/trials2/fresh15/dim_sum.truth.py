# Truth for Meta Hacker Cup 2023 Practice B: a plain search over (rows left below the cart,
# columns left to its right, whether Alice moves); Alice pushes 1..A down, Bob 1..B right, a
# player whose direction is used up passes; the cart at (R, C) ends the game and the player to
# move there has lost.
from oracle import win_search

_searches = {}


def _search(a, b):
    def moves(state):
        down, right, alice = state
        if down == 0 and right == 0:
            return []
        if alice:
            if down == 0:
                return [(0, right, False)]
            return [(down - s, right, False) for s in range(1, min(a, down) + 1)]
        if right == 0:
            return [(down, 0, True)]
        return [(down, right - s, True) for s in range(1, min(b, right) + 1)]
    return win_search(moves)


def valid(position):
    return position[0] >= 2 and position[1] >= 2


def truth(position, a=1, b=1):
    if (a, b) not in _searches:
        _searches[(a, b)] = _search(a, b)
    wins = _searches[(a, b)]
    r, c = position
    for s in range(0, r + c - 1):     # warm along the anti-diagonals (shallow recursion)
        for down in range(max(0, s - (c - 1)), min(r - 1, s) + 1):
            wins((down, s - down, True))
            wins((down, s - down, False))
    return wins((r - 1, c - 1, True))
