# Truth for Codeforces 1527B2: minimax of (other's cost - mover's cost).
from oracle import score_search


def _moves(state):
    s, just_reversed = state
    out = [((s[:i] + "1" + s[i + 1:], False), -1) for i in range(len(s)) if s[i] == "0"]
    if s != s[::-1] and not just_reversed:
        out.append(((s[::-1], True), 0))
    return out


_best = score_search(_moves)


def truth(position):
    return _best((position, False))
