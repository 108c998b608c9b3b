# Truth for LeetCode 1872: every choice of x > 1 in turn, minimax of the mover's total minus the
# other's, from Alice's side.
from oracle import score_search


def _moves(stones):
    return [((sum(stones[:x]),) + stones[x:], sum(stones[:x])) for x in range(2, len(stones) + 1)]


_best = score_search(_moves)


def valid(position):
    return len(position) >= 2


def truth(position):
    return _best(tuple(position))
