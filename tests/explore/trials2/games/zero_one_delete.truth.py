# Truth for Codeforces 1373B.
from oracle import win_search

_wins = win_search(lambda s: [s[:i] + s[i + 2:] for i in range(len(s) - 1) if s[i] != s[i + 1]])


def truth(position):
    return _wins(position)
