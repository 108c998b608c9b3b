# Truth for CSES 1097: every removal from either end in turn, minimax of the mover's total minus
# the other's; the first player's own score is (sum + difference) / 2.
from oracle import score_search


def _moves(row):
    if not row:
        return []
    return [(row[1:], row[0]), (row[:-1], row[-1])]


_best = score_search(_moves)


def valid(position):
    return len(position) >= 1


def truth(position):
    return (sum(position) + _best(tuple(position))) // 2
