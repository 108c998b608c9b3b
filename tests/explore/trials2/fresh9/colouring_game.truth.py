# Truth for Codeforces 1704F: the cells painted white so far (a bit mask over the row) and whose
# turn it is; Alice whitens two neighbouring cells one of which is still red, Bob two of which one
# is still blue. The player who cannot move loses.
from oracle import win_search

_searches = {}


def _search(row):
    n = len(row)

    def moves(state):
        white, alice = state
        need = "R" if alice else "B"
        out = []
        for i in range(n - 1):
            if any(not white >> j & 1 and row[j] == need for j in (i, i + 1)):
                out.append((white | 1 << i | 1 << (i + 1), not alice))
        return out
    return win_search(moves)


def valid(position):
    return len(position) >= 2 and set(position) <= set("RB")


def truth(position):
    if position not in _searches:
        _searches[position] = _search(position)
    return _searches[position]((0, True))
