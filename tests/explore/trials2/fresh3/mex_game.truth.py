# Truth for Codeforces 1943A: every pick of Alice (into c) and every deletion of Bob, searched;
# at the end the MEX of c, from Alice's side.
from oracle import score_search


def _moves(state):
    a, c, alice = state
    out = []
    for v in set(a):
        rest = list(a)
        rest.remove(v)
        out.append(((tuple(rest), c | frozenset([v]) if alice else c, not alice), 0))
    return out


def _final(state):
    a, c, alice = state
    mex = 0
    while mex in c:
        mex += 1
    return mex if alice else -mex


_best = score_search(_moves, _final)


def valid(position):
    return len(position) >= 1


def truth(position):
    return _best((tuple(sorted(position)), frozenset(), True))
