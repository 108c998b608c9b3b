# Truth for Codeforces 1987D: minimax of (cakes Alice eats) over (cakes left, the largest she
# ate, whose turn); Alice may take any cake above that largest, Bob any cake; the game stops
# when the mover has no cake to take.
from oracle import score_search


def _moves(state):
    left, top, alice_turn = state
    out = []
    for x in set(left):
        rest = list(left)
        rest.remove(x)
        rest = tuple(rest)
        if alice_turn:
            if x > top:
                out.append(((rest, x, False), 1))
        else:
            out.append(((rest, top, True), 0))
    return out


_best = score_search(_moves)


def valid(position):
    return len(position) >= 1 and all(x >= 1 for x in position)


def truth(position):
    return _best((tuple(sorted(position)), 0, True))
