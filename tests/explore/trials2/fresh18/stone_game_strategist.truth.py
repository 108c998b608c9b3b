# Truth for Topcoder SRM 309 StoneGameStrategist: a memoised search over the sorted pile sizes
# (zeros kept); a move lowers one pile to any value not below the pile on its left. True when the
# player to move wins.
from oracle import win_search


def _moves(piles):
    out = []
    for i, a in enumerate(piles):
        low = piles[i - 1] if i > 0 else 0
        for v in range(low, a):
            out.append(piles[:i] + (v,) + piles[i + 1:])
    return out


_wins = win_search(_moves)


def valid(position):
    return len(position) >= 1 and all(v >= 1 for v in position) and list(position) == sorted(position)


def truth(position):
    return _wins(tuple(position))
