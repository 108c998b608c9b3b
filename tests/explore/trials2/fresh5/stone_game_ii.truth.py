# Truth for LeetCode 1140: every X from 1 to 2M in turn, minimax of the mover's total minus the
# other's over (piles left, M); Alice's own stones are (sum + difference) / 2.
from oracle import score_search


def _moves(state):
    piles, m = state
    return [((piles[x:], max(m, x)), sum(piles[:x])) for x in range(1, min(2 * m, len(piles)) + 1)]


_best = score_search(_moves)


def valid(position):
    return len(position) >= 1 and min(position) >= 1


def truth(position):
    return (sum(position) + _best((tuple(position), 1))) // 2
