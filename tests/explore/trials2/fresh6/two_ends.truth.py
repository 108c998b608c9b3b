# Truth for SPOJ TWENDS: the first player's best over both ends, the greedy player's forced
# choice, searched as a minimax of the mover's total minus the other's over (row, whose turn).
from oracle import score_search


def _moves(state):
    row, first = state
    if not row:
        return []
    if first:
        return [((row[1:], False), row[0]), ((row[:-1], False), row[-1])]
    if row[-1] > row[0]:
        return [((row[:-1], True), row[-1])]
    return [((row[1:], True), row[0])]


_best = score_search(_moves)


def valid(position):
    return len(position) >= 2 and len(position) % 2 == 0


def truth(position):
    return _best((tuple(position), True))
