# Truth for Codeforces 1220C: the state is the string and the current substring's ends.
from oracle import win_search


def _moves(state):
    s, l, r = state
    here = s[l:r + 1]
    return [(s, a, b) for a in range(l + 1) for b in range(r, len(s)) if s[a:b + 1] < here]


_wins = win_search(_moves)


def valid(position):
    return sum(c.isupper() for c in position) == 1


def truth(position):
    k = next(i for i, c in enumerate(position) if c.isupper())
    return _wins((position.lower(), k, k))
