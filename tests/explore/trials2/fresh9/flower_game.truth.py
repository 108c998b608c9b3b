# Truth for LeetCode 3021: the flowers left on each side; a move picks one from either side; the
# player who picked the last flower has won, so the player facing an empty field has lost.
from oracle import win_search


def _moves(state):
    x, y = state
    out = []
    if x > 0:
        out.append((x - 1, y))
    if y > 0:
        out.append((x, y - 1))
    return out


_wins = win_search(_moves)


def valid(position):
    return position[0] >= 1 and position[1] >= 1


def truth(position):
    return _wins(tuple(position))
