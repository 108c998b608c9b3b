# Truth for LeetCode 2029: every removal played, a losing removal ends the game at once; +1 at
# the end for the player to move if that player wins, -1 if not.
from oracle import score_search


def _moves(state):
    if state[0] == "lost":
        return []
    stones, total, alice = state
    out = []
    for i, v in enumerate(stones):
        rest = stones[:i] + stones[i + 1:]
        if (total + v) % 3 == 0:
            out.append((("lost", alice), 0))          # the remover (alice or not) has lost
        else:
            out.append(((rest, (total + v) % 3, not alice), 0))
    return out


def _final(state):
    if state[0] == "lost":
        return 1                                      # the player to move did not lose
    stones, total, alice = state
    return -1 if alice else 1                         # no stone left: Bob wins


_best = score_search(_moves, _final)


def truth(position):
    return _best((tuple(sorted(position)), 0, True)) > 0
