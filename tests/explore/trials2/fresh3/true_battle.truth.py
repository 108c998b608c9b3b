# Truth for Codeforces 2030C: every operator in every empty gap, in turn; at the end the
# expression is evaluated ("and" groups first, then "or" over the groups) and scored +1 / -1 for
# the player to move as that player got what they wanted.
from oracle import score_search


def _moves(state):
    s, ops = state
    out = []
    for i, op in enumerate(ops):
        if op is None:
            for put in ("&", "|"):
                out.append(((s, ops[:i] + (put,) + ops[i + 1:]), 0))
    return out


def _evaluate(s, ops):
    expression = s[0] + "".join(op + c for op, c in zip(ops, s[1:]))
    return any(all(c == "1" for c in part.split("&")) for part in expression.split("|"))


def _final(state):
    s, ops = state
    alice_to_move = len(ops) % 2 == 0
    return 1 if _evaluate(s, ops) == alice_to_move else -1


_best = score_search(_moves, _final)


def valid(position):
    return len(position) >= 2


def truth(position):
    return _best((position, (None,) * (len(position) - 1))) > 0
