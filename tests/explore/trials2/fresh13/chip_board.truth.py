# Truth for Codeforces 1719A: a plain search over the chip's distances to the top row and to the
# right column (the moves depend on nothing else: up by an odd d <= the distance up, or right by
# an odd d <= the distance right); no move loses.
from oracle import win_search

_wins = win_search(lambda s: [(s[0] - d, s[1]) for d in range(1, s[0] + 1, 2)]
                   + [(s[0], s[1] - d) for d in range(1, s[1] + 1, 2)])


def valid(position):
    return position[0] >= 1 and position[1] >= 1


def truth(position):
    n, m = position
    for up in range(n):               # warm from the bottom (shallow recursion)
        for right in range(m):
            _wins((up, right))
    return _wins((n - 1, m - 1))
