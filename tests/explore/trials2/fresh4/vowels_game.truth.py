# Truth for LeetCode 3227: every removal of a substring with an odd (Alice) or even (Bob) number
# of vowels ('a'), searched; the state is the string left and whose turn it is.
from oracle import win_search


def _moves(state):
    s, alice = state
    out = set()
    for i in range(len(s)):
        vowels = 0
        for j in range(i, len(s)):
            vowels += s[j] == "a"
            if (vowels % 2 == 1) == alice:
                out.add((s[:i] + s[j + 1:], not alice))
    return out


_wins = win_search(_moves)


def valid(position):
    return len(position) >= 1


def truth(position):
    return _wins((position, True))
