# Truth for HackerRank Tower Breakers.
from oracle import win_search


def _moves(towers):
    return [tuple(sorted(towers[:i] + (y,) + towers[i + 1:]))
            for i, x in enumerate(towers) for y in range(1, x) if x % y == 0]


_wins = win_search(_moves)


def valid(position):
    return min(position) >= 1


def truth(position):
    n, m = position
    return _wins((m,) * n)
