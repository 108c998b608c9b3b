# Truth for LeetCode 1690: every removal of an end stone in turn, minimax of the mover's total
# minus the other's, from Alice's side.
from oracle import score_search


def _moves(stones):
    if not stones:
        return []
    return [(stones[1:], sum(stones[1:])), (stones[:-1], sum(stones[:-1]))]


_best = score_search(_moves)


def truth(position):
    return _best(tuple(position))
