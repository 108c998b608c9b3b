# Truth for the nine-letter trap.
from oracle import win_search


def _moves(s):
    out = []
    for width in (2, 9):
        for i in range(len(s) - width + 1):
            if s[i:i + width] == s[i] * width:
                out.append(s[:i] + s[i + width:])
    return out


_wins = win_search(_moves)


def truth(position):
    return _wins(position)
