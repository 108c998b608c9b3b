# Truth for POJ 1704: every chessman, every free cell to its left up to its neighbour.
from oracle import win_search


def _moves(cells):
    out = []
    for i, c in enumerate(cells):
        lowest = cells[i - 1] + 1 if i > 0 else 1
        out += [cells[:i] + (to,) + cells[i + 1:] for to in range(lowest, c)]
    return out


_wins = win_search(_moves)


def valid(position):
    return len(set(position)) == len(position) and min(position, default=1) >= 1


def truth(position):
    return _wins(tuple(sorted(position)))
