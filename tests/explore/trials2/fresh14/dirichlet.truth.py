# Truth for Codeforces 39E: retrograde analysis (../oracle.py's outcome_search) of the states
# (a, b) under n; a move adds a box or an item; a move reaching a^b >= n loses at once and is
# never better than having no move, so it is left out (no move: lost); with one box, b is capped
# at the least b with 2^b >= n (from there adding a box loses at once and adding an item changes
# nothing), so that the graph is finite; what is never decided is a draw ('D').
from oracle import outcome_search

_searches = {}


def _search(n):
    cap = 1
    while 2 ** cap < n:
        cap += 1

    def moves(state):
        a, b = state
        out = []
        if (a + 1) ** b < n:
            out.append((a + 1, b))
        if a ** (b + 1) < n:
            out.append((a, min(b + 1, cap) if a == 1 else b + 1))
        return out
    return outcome_search(moves), cap


def valid(position):
    a, b, n = position
    return a >= 1 and b >= 1 and n >= 2 and a ** b < n


def truth(position):
    a, b, n = position
    if n not in _searches:
        _searches[n] = _search(n)
    outcome, cap = _searches[n]
    return outcome((a, min(b, cap) if a == 1 else b))
