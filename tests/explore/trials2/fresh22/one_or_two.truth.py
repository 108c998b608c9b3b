# Truth for CodeChef ONEORTWO: a table of wins over (X, Y, who moves), filled by increasing X + Y
# (every move lowers it): both may take one stone from each pile, Chef two from the first pile,
# Chefina two from the second; no move loses. True when Chef (first) wins.
import sys

sys.setrecursionlimit(100000)
_win = {}


def _wins(x, y, who):
    key = (x, y, who)
    if key not in _win:
        options = []
        if x >= 1 and y >= 1:
            options.append((x - 1, y - 1, 1 - who))
        if who == 0 and x >= 2:
            options.append((x - 2, y, 1))
        if who == 1 and y >= 2:
            options.append((x, y - 2, 0))
        _win[key] = any(not _wins(*o) for o in options)
    return _win[key]


def valid(position):
    x, y = position
    return x >= 1 and y >= 1


def truth(position):
    x, y = position
    return _wins(x, y, 0)
