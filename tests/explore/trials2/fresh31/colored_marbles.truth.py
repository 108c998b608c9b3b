# Truth for Codeforces 2042B (Game with Colored Marbles): a plain minimax (../oracle.py's
# score_search) over (for each colour, sorted: marbles left, whether Alice took one, whether Bob
# took one; whose turn): a move takes one marble of a colour with marbles left; when none is left
# the player to move is paid Alice's score (one point a colour she touched, one more a colour she
# took whole) if that is Alice, minus it if Bob. Alice's score, both playing their best.
from oracle import score_search


def _moves(state):
    colours, turn = state
    out = []
    for i, (left, alice, bob) in enumerate(colours):
        if left == 0:
            continue
        taken = (left - 1, 1, bob) if turn == 0 else (left - 1, alice, 1)
        out.append(((tuple(sorted(colours[:i] + (taken,) + colours[i + 1:])), 1 - turn), 0))
    return out


def _final(state):
    colours, turn = state
    score = sum(alice + (1 if alice and not bob else 0) for _, alice, bob in colours)
    return score if turn == 0 else -score


_best = score_search(_moves, _final)


def valid(position):
    return len(position) >= 1 and all(c >= 1 for c in position)


def truth(position):
    return _best((tuple(sorted((c, 0, 0) for c in position)), 0))
