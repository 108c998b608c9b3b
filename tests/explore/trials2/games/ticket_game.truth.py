# Truth for Codeforces 1215D: each '?' filled with each digit in turn. The end depends only on
# the two halves' digit sums, so a state is (left sum, right sum, '?' left in each half). The
# score is +1 when the player to move wins at the end, -1 when that player loses.
from oracle import score_search


def _moves(state):
    ls, rs, ql, qr = state
    out = []
    for d in range(10):
        if ql:
            out.append(((ls + d, rs, ql - 1, qr), 0))
        if qr:
            out.append(((ls, rs + d, ql, qr - 1), 0))
    return out


def _final(state):
    # an even number of '?' were filled: Monocarp is the player to move at the end
    ls, rs, _, _ = state
    return -1 if ls == rs else 1


_best = score_search(_moves, _final)


def valid(position):
    return len(position) % 2 == 0 and position.count("?") % 2 == 0


def truth(position):
    half = len(position) // 2
    left, right = position[:half], position[half:]
    state = (sum(int(c) for c in left if c != "?"), sum(int(c) for c in right if c != "?"),
             left.count("?"), right.count("?"))
    return _best(state) > 0
