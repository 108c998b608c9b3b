# 거북이 대결 (Turtle Duel, Baekjoon 34663): a grid of 2 rows and N columns, each cell empty or
# an obstacle; a piece is placed on an empty cell. Kaorin and Turtle move it in turn, Kaorin
# first: the player to move picks one of the four directions and slides the piece any number of
# cells (at least one) that way; it may not pass through or stop on an obstacle or a cell the
# piece has been on before (the cells it passed and stopped on). The player who cannot move
# loses. The problem asks, between updates that flip cells, who wins from a given start cell;
# here one grid and one start cell. The result: whether Kaorin, moving first, wins. A position:
# the grid as one string, row 1 then row 2 (N letters each), '.' empty, '#' an obstacle and 'O'
# the empty cell the piece starts on; N = 1..4 declared here (strings of even length 2..8 with
# exactly one O; the statement allows N <= 300,000). Read here: the start cell counts as a cell
# the piece has been on. A state: (the grid string, the piece's cell, the cells visited as a
# frozenset), a cell being its index in the string.


def _fits(s):
    return len(s) % 2 == 0 and s.count("O") == 1


positions = string(".#O", length=range(2, 9, 2)).where(_fits)
result = "win"


def start(s):
    cell = s.index("O")
    return (s, cell, frozenset([cell]))


def moves(state):
    s, cell, seen = state
    n = len(s) // 2
    row, col = divmod(cell, n)
    out = []
    for dr, dc in ((0, 1), (0, -1), (1, 0), (-1, 0)):
        r, c = row, col
        passed = set(seen)
        while True:
            r, c = r + dr, c + dc
            if not (0 <= r < 2 and 0 <= c < n):
                break
            at = r * n + c
            if s[at] == "#" or at in passed:
                break
            passed.add(at)
            out.append((s, at, frozenset(passed)))
    return out
