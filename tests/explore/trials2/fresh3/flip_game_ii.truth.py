# Truth for LeetCode 294: every flip of "++" into "--" searched on the whole string.
from oracle import win_search


def _moves(s):
    return [s[:i] + "--" + s[i + 2:] for i in range(len(s) - 1) if s[i:i + 2] == "++"]


_wins = win_search(_moves)


def truth(position):
    return _wins(position)
