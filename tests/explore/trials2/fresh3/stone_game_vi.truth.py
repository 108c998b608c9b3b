# Truth for LeetCode 1686: every stone taken in turn, minimax of the mover's total minus the
# other's, from Alice's side.
from oracle import score_search


def _moves(state):
    stones, alice = state
    out = []
    for i, (a, b) in enumerate(stones):
        out.append(((stones[:i] + stones[i + 1:], not alice), a if alice else b))
    return out


_best = score_search(_moves)


def valid(position):
    return len(position) % 2 == 0


def truth(position):
    stones = tuple(sorted(zip(position[0::2], position[1::2])))
    return _best((stones, True))
