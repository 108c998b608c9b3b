# Truth for CodeChef STRADJ: the string itself is the state; a move erases either character of
# an adjacent pair of different characters; no such pair loses.
from oracle import win_search


def _moves(s):
    out = set()
    for i in range(len(s) - 1):
        if s[i] != s[i + 1]:
            out.add(s[:i] + s[i + 1:])
            out.add(s[:i + 1] + s[i + 2:])
    return list(out)


_wins = win_search(_moves)


def valid(position):
    return len(position) >= 1 and set(position) <= set("01")


def truth(position):
    return _wins(position)
