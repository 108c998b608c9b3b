# Truth for Codeforces 1738C: a minimax over (numbers left, Alice's sum so far, whose turn); the
# end is scored +1 for the player to move when that player wins (Alice: her sum even; Bob: odd)
# and -1 otherwise. Alice wins iff the value at the start, Alice to move, is positive.
from oracle import score_search


def _moves(state):
    left, total, alice = state
    out = []
    for x in set(left):
        rest = list(left)
        rest.remove(x)
        out.append(((tuple(rest), total + x if alice else total, not alice), 0))
    return out


def _final(state):
    _, total, alice = state
    alice_won = total % 2 == 0
    return 1 if alice_won == alice else -1


_best = score_search(_moves, _final)


def valid(position):
    return len(position) >= 1


def truth(position):
    return _best((tuple(sorted(position)), 0, True)) > 0
