# Truth for BZOJ 2514 (取石子游戏): a plain minimax (../oracle.py's score_search) over the row
# with taken piles written as 0: a move takes a pile a_i > 0 next to a 0 and scores a_i; every
# pile taken, the game is over (0). The value: the first player's total minus the second's.
from oracle import score_search


def _moves(state):
    n = len(state)
    out = []
    for i, a in enumerate(state):
        if a and ((i > 0 and state[i - 1] == 0) or (i + 1 < n and state[i + 1] == 0)):
            out.append((state[:i] + (0,) + state[i + 1:], a))
    return out


_best = score_search(_moves)


def valid(position):
    return len(position) >= 2 and 0 in position and all(v >= 0 for v in position)


def truth(position):
    return _best(tuple(position))
