# Bomb Game (HDU 2873): bombs on a board; cells (p, q) counted from (1, 1), the top left one. In
# turn, John first, a player explodes one bomb at (p, q), which disappears: with p > 1 and q > 1 it
# leaves two new bombs at (u, q) and (p, v) for some u < p and v < q of the player's choice; with
# p = 1 and q > 1 one new bomb at (1, v), v < q; with q = 1 and p > 1 one new bomb at (u, 1), u < p.
# Two bombs on one cell, and a bomb on (1, 1), explode at once and leave nothing. The player who
# cannot explode a bomb loses. (The problem's board is up to 50 x 50; here it has 3 columns.) A
# position: the board read row by row, one string of 3r characters, '#' a bomb and '.' none. A
# state: the cells (row, column) from (0, 0) of the bombs left, sorted. The result: whether John,
# the first player, wins.
positions = string(".#", length=range(3, 13)).where(lambda s: len(s) % 3 == 0)
result = "win"

_W = 3


def _settle(cells):
    left = set()
    for cell in cells:
        if cell != (0, 0):
            left ^= {cell}                    # two bombs on one cell cancel
    return tuple(sorted(left))


def start(board):
    return _settle([divmod(i, _W) for i, ch in enumerate(board) if ch == "#"])


def moves(bombs):
    for i, (p, q) in enumerate(bombs):
        rest = list(bombs[:i] + bombs[i + 1:])
        if p > 0 and q > 0:
            for u in range(p):
                for v in range(q):
                    yield _settle(rest + [(u, q), (p, v)])
        elif p == 0:
            for v in range(q):
                yield _settle(rest + [(0, v)])
        else:
            for u in range(p):
                yield _settle(rest + [(u, 0)])


def canonical(state):
    return state
