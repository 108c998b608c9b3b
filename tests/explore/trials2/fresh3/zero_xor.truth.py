# Truth for AtCoder ARC 131 C: every cookie eaten in turn; a state after a winning meal has no
# move (its player to move has lost).
from functools import reduce
from oracle import win_search


def _moves(state):
    cookies, over = state
    if over:
        return []
    out = []
    for i in range(len(cookies)):
        rest = cookies[:i] + cookies[i + 1:]
        out.append((rest, reduce(lambda x, y: x ^ y, rest, 0) == 0))
    return out


_wins = win_search(_moves)


def valid(position):
    return len(position) >= 1 and len(set(position)) == len(position)


def truth(position):
    return _wins((tuple(sorted(position)), False))
