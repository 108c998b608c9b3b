# Truth for Codeforces 1033G: (the piles, whose turn); Alice takes exactly a chips from a pile
# with at least a, Bob exactly b from a pile with at least b; the player who cannot move loses.
# Searched with Alice to move first and with Bob to move first: 'L' if Alice wins both, 'R' if
# Bob wins both, 'N' if the starter wins, 'P' if the starter loses.
from oracle import win_search

_searches = {}


def _search(a, b):
    def moves(state):
        piles, alice = state
        step = a if alice else b
        out = set()
        for i, v in enumerate(piles):
            if v >= step:
                out.add((tuple(sorted(piles[:i] + (v - step,) + piles[i + 1:])), not alice))
        return list(out)
    return win_search(moves)


def valid(position):
    return len(position) >= 1 and all(v >= 1 for v in position)


def truth(position, a=1, b=2):
    if (a, b) not in _searches:
        _searches[(a, b)] = _search(a, b)
    wins = _searches[(a, b)]
    piles = tuple(sorted(position))
    alice_first = wins((piles, True))
    bob_first = wins((piles, False))
    if alice_first and bob_first:
        return "N"
    if alice_first:
        return "L"
    if bob_first:
        return "R"
    return "P"
