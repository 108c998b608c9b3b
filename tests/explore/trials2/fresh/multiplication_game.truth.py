# Truth for HDU 1517: the state is (p, n); reaching p >= n ends the game, the mover having lost.
from oracle import win_search


def _moves(state):
    p, n = state
    if p >= n:
        return []
    return [(p * m, n) for m in range(2, 10)]


_wins = win_search(_moves)


def truth(position):
    return _wins((1, position[0]))
