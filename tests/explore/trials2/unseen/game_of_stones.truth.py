# Truth for Codeforces 768E: the state is every pile with the set of amounts taken from it.
from oracle import win_search


def _moves(state):
    for i, (left, taken) in enumerate(state):
        for k in range(1, left + 1):
            if k in taken:
                continue
            pile = (left - k, taken | frozenset([k]))
            yield tuple(sorted(state[:i] + (pile,) + state[i + 1:], key=repr))


_wins = win_search(_moves)


def truth(position):
    return _wins(tuple(sorted(((a, frozenset()) for a in position), key=repr)))
