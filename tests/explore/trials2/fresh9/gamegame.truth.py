# Truth for Codeforces 1383B: every removal in turn, the removed element xored into the remover's
# score; at the end +1 / 0 / -1 for the player to move as their score is larger / equal /
# smaller; 'W', 'D' or 'L' for Koa (first).
from oracle import score_search


def _moves(state):
    left, mine, theirs = state        # mine: the player to move's score
    out = []
    for v in set(left):
        rest = list(left)
        rest.remove(v)
        out.append(((tuple(rest), theirs, mine ^ v), 0))
    return out


def _final(state):
    _, mine, theirs = state
    return (mine > theirs) - (mine < theirs)


_best = score_search(_moves, _final)


def valid(position):
    return len(position) >= 1 and all(x >= 0 for x in position)


def truth(position):
    value = _best((tuple(sorted(position)), 0, 0))
    return "W" if value > 0 else "L" if value < 0 else "D"
