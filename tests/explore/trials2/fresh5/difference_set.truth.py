# Truth for Codeforces 346A: every difference that is not yet in the set added, searched over the
# set (a bitmask).
from oracle import win_search


def _moves(mask):
    here = [v for v in range(mask.bit_length()) if mask >> v & 1]
    out = set()
    for x in here:
        for y in here:
            d = x - y
            if d > 0 and not mask >> d & 1:
                out.add(mask | 1 << d)
    return out


_wins = win_search(_moves)


def valid(position):
    return len(position) >= 2 and len(set(position)) == len(position) and min(position) >= 1


def truth(position):
    mask = 0
    for v in position:
        mask |= 1 << v
    return _wins(mask)
