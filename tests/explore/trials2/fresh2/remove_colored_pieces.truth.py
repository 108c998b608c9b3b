# Truth for LeetCode 2038: every removal of each player in turn, Alice first.
from oracle import win_search


def _moves(state):
    s, alice = state
    mine = "A" if alice else "B"
    return [(s[:i] + s[i + 1:], not alice) for i in range(1, len(s) - 1)
            if s[i - 1] == mine and s[i] == mine and s[i + 1] == mine]


_wins = win_search(_moves)


def truth(position):
    return _wins((position, True))
