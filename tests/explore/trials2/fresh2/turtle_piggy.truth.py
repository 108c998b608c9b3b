# Truth for Codeforces 2003B: minimax over every merge; the value is the final a_1 under
# Turtle's maximising and Piggy's minimising, from Turtle's side.
from oracle import score_search


def _moves(state):
    a, turtle = state
    pick = max if turtle else min
    return [((a[:i] + (pick(a[i], a[i + 1]),) + a[i + 2:], not turtle), 0) for i in range(len(a) - 1)]


def _final(state):
    a, turtle = state
    return a[0] if turtle else -a[0]


_best = score_search(_moves, _final)


def truth(position):
    return _best((tuple(position), True))
