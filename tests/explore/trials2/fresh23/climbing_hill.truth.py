# Truth for HDU 4315 (Climbing the Hill): a memoised search (../oracle.py, win_search) over the
# persons' cells, sorted, with the king the k-th: a move takes one person not at the top up to a
# cell strictly below the person above him (or to the top when that person is at the top, or
# when there is none); once the king is at the top the game is over and the player who moved
# him there has won (the player to move has no move). True when Alice (first) wins.
from oracle import win_search

_searches = {}


def _search(k):
    def moves(cells):
        if cells[k - 1] == 0:
            return []
        out = []
        for i, c in enumerate(cells):
            if c == 0:
                continue
            above = cells[i - 1] if i > 0 else 0
            for to in range(above + 1 if above > 0 else 0, c):
                out.append(cells[:i] + (to,) + cells[i + 1:])
        return out
    return win_search(moves)


def valid(position):
    return len(position) >= 3 and len(set(position)) == len(position) and min(position) >= 1


def truth(position, k=2):
    if k not in _searches:
        _searches[k] = _search(k)
    return _searches[k](tuple(sorted(position)))
