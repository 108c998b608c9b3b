# Truth for SPOJ IGAME (Interesting Game): a memoised search (../oracle.py, win_search) over the
# digits of the number, as a sorted tuple (a move lowers one digit, whatever its place, and the
# end is every digit 0, so the places of the digits do not change the game). True when Alice
# (first) wins.
from oracle import win_search


def _moves(digits):
    out = []
    for i, d in enumerate(digits):
        for e in range(d):
            out.append(tuple(sorted(digits[:i] + (e,) + digits[i + 1:])))
    return out


_wins = win_search(_moves)


def valid(position):
    return position[0] >= 1


def truth(position):
    return _wins(tuple(sorted(int(c) for c in str(position[0]))))
