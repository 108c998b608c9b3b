# Truth for Codeforces 1673A: minimax of (the mover's score minus the other's) over the states
# (the string left, whether Alice moves); Alice removes a substring of even length (the empty one
# included), Bob one of odd length, each scoring the values of its letters; an empty string ends.
from oracle import score_search


def _value(letters):
    return sum(ord(c) - 96 for c in letters)


def _moves(state):
    s, alice = state
    if not s:
        return []
    n = len(s)
    out = {}
    if alice:
        out[(s, False)] = 0
    for i in range(n):
        for j in range(i + 1, n + 1):
            if (j - i) % 2 == (0 if alice else 1):
                nxt = (s[:i] + s[j:], not alice)
                out[nxt] = max(out.get(nxt, -10 ** 9), _value(s[i:j]))
    return list(out.items())


_best = score_search(_moves)


def valid(position):
    return len(position) >= 1 and all("a" <= c <= "z" for c in position)


def truth(position):
    return _best((position, True))
