# Truth for UVa 11311: the cake as the rectangle of cells (top..bottom) x (left..right) that
# still holds the bad piece at (r, c); a cut keeps one side of a grid line.
from oracle import win_search


def _moves(state):
    r, c, top, bottom, left, right = state
    out = []
    for line in range(top + 1, bottom + 1):      # the line above row `line`
        out.append((r, c, line, bottom, left, right) if r >= line else (r, c, top, line - 1, left, right))
    for line in range(left + 1, right + 1):
        out.append((r, c, top, bottom, line, right) if c >= line else (r, c, top, bottom, left, line - 1))
    return out


_wins = win_search(_moves)


def valid(position):
    m, n, r, c = position
    return m >= 1 and n >= 1 and 0 <= r < m and 0 <= c < n


def truth(position):
    m, n, r, c = position
    return _wins((r, c, 0, m - 1, 0, n - 1))
