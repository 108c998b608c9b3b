# Truth for HDU 1404: the digits as a tuple of numbers; every lowering of one digit and every
# erasure of a 0 with the digits to its right searched; the empty string has no move.
from oracle import win_search


def _moves(digits):
    out = []
    for i, d in enumerate(digits):
        out.extend(digits[:i] + (v,) + digits[i + 1:] for v in range(d))
        if d == 0:
            out.append(digits[:i])
    return out


_wins = win_search(_moves)


def valid(position):
    return len(position) >= 1 and set(position) <= set("0123")


def truth(position):
    return _wins(tuple(int(c) for c in position))
