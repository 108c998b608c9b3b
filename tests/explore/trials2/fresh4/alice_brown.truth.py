# Truth for AtCoder ABC 059 D: every 2i taken from one pile with i put on the other, searched.
from oracle import win_search


def _moves(state):
    x, y = state
    return [(x - 2 * i, y + i) for i in range(1, x // 2 + 1)] + \
           [(x + i, y - 2 * i) for i in range(1, y // 2 + 1)]


_wins = win_search(_moves)


def truth(position):
    return _wins(tuple(position))
