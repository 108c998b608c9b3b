# Truth for Codeforces 255E: the whole multiset of piles searched; from a pile of x every y with
# 0 <= y < x, y^4 >= x and y^2 <= x (the fourth and square roots compared in whole numbers).
from oracle import win_search


def _moves(piles):
    out = set()
    for i, x in enumerate(piles):
        for y in range(0, x):
            if y ** 4 >= x and y * y <= x:
                out.add(tuple(sorted(piles[:i] + (y,) + piles[i + 1:])))
    return out


_wins = win_search(_moves)


def valid(position):
    return len(position) >= 1 and all(x >= 1 for x in position)


def truth(position):
    return _wins(tuple(sorted(position)))
