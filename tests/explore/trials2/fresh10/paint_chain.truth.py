# Truth for HDU 3980: the first painting on the circle of n leaves a row of n - m unpainted beads
# (n < m: no move); a painting of m consecutive beads of a row of L leaves rows of i and
# L - m - i. The rows are independent games, so a row's Grundy value is the mex, over every
# painting, of the xor of the two rows it leaves; the first player wins iff some first painting
# leaves a position of value 0.
_rows = {}


def _row(length, m):
    key = (length, m)
    if key not in _rows:
        for L in range(0, length + 1):          # bottom-up: shorter rows first
            if (L, m) in _rows:
                continue
            seen = {_rows[(i, m)] ^ _rows[(L - m - i, m)] for i in range(0, L - m + 1)}
            g = 0
            while g in seen:
                g += 1
            _rows[(L, m)] = g
    return _rows[key]


def valid(position):
    return position[0] >= 1


def truth(position, m=3):
    n = position[0]
    if n < m:
        return False
    return _row(n - m, m) == 0
