# Truth for HDU 5724 (one row): the row as a bitmask (bit p = cell p from the left); each piece
# goes to the first empty cell to its right; the mex of the options searched.
from oracle import grundy_search


def _moves(state):
    width, mask = state
    out = []
    for p in range(width):
        if not mask >> p & 1:
            continue
        q = p + 1
        while q < width and mask >> q & 1:
            q += 1
        if q < width:
            out.append((width, mask & ~(1 << p) | (1 << q)))
    return out


_grundy = grundy_search(_moves)


def valid(position):
    return len(position) >= 1


def truth(position):
    mask = sum(1 << p for p, c in enumerate(position) if c == "1")
    return _grundy((len(position), mask))
