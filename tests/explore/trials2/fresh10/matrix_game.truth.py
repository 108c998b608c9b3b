# Truth for Codeforces 1365A: the matrix cut into rows of width w; a cell may be claimed when no
# claimed cell lies in its row or its column, so the state is the set of rows and the set of
# columns still without a claimed cell (bit masks); a claim removes one of each.
from oracle import win_search


def _moves(state):
    rows, cols = state
    out = []
    r = rows
    while r:
        rb = r & -r
        c = cols
        while c:
            cb = c & -c
            out.append((rows ^ rb, cols ^ cb))
            c ^= cb
        r ^= rb
    return out


_wins = win_search(_moves)


def valid(position):
    # judged at w = 2, 3 and 4: whole rows at each width
    return len(position) >= 12 and len(position) % 12 == 0 and set(position) <= set("01")


def truth(position, w=2):
    assert len(position) % w == 0
    h = len(position) // w
    grid = [position[i * w:(i + 1) * w] for i in range(h)]
    rows = sum(1 << r for r in range(h) if "1" not in grid[r])
    cols = sum(1 << c for c in range(w) if all(grid[r][c] == "0" for r in range(h)))
    return _wins((rows, cols))
