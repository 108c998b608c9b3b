# Truth for Codeforces 1472D: minimax of Alice's total minus Bob's, from Alice's side.
from oracle import score_search


def _moves(state):
    items, alice = state
    for i, a in enumerate(items):
        gain = a if (a % 2 == 0) == alice else 0
        yield (items[:i] + items[i + 1:], not alice), gain


_best = score_search(_moves)


def truth(position):
    return _best((tuple(sorted(position)), True))
