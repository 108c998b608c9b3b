# Truth for HackerRank Tower Breakers: the multiset of tower heights searched; a move replaces one
# height x by a proper divisor y (1 <= y < x, x mod y == 0).
from oracle import win_search


def _moves(towers):
    out = set()
    for i, x in enumerate(towers):
        for y in range(1, x):
            if x % y == 0:
                out.add(tuple(sorted(towers[:i] + (y,) + towers[i + 1:])))
    return out


_wins = win_search(_moves)


def valid(position):
    return position[0] >= 1 and position[1] >= 1


def truth(position):
    n, m = position
    return _wins((m,) * n)
