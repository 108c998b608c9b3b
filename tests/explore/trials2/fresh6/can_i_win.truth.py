# Truth for LeetCode 464: minimax over (integers left, total still needed) with +1 for the
# player who reaches the target, -1 for the other, 0 when the integers run out; read as
# W / L / D for the first player.
from oracle import score_search


def _moves(state):
    left, need = state
    if need <= 0:
        return []
    return [((left - {x}, need - x), 0) for x in left]


def _final(state):
    left, need = state
    return -1 if need <= 0 else 0       # the previous player reached the target


_best = score_search(_moves, _final)


def valid(position):
    m, t = position
    return m >= 1 and t >= 1


def truth(position):
    m, t = position
    value = _best((frozenset(range(1, m + 1)), t))
    return "W" if value > 0 else "L" if value < 0 else "D"
