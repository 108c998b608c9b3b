# Truth for AtCoder ABC048 D.
from oracle import win_search


def valid(position):
    return len(position) >= 3 and all(a != b for a, b in zip(position, position[1:]))


def _moves(s):
    out = []
    for i in range(1, len(s) - 1):
        after = s[:i] + s[i + 1:]
        if after[i - 1] != after[i]:
            out.append(after)
    return out


_wins = win_search(_moves)


def truth(position):
    return _wins(position)
