# Grid Game 2 (Codeforces 1906G): a grid of 10^9 x 10^9 cells, rows and columns numbered from 1;
# every cell is black or white; at the start exactly N given cells (R_i, C_i) are black. The two
# players alternate, you first. A move: choose a black cell (r, c) and toggle the cells
# (r - x, c - y) for all 0 <= x, y < min(r, c) (the min(r, c) x min(r, c) square whose lower-right
# cell is (r, c)): black becomes white and white black. A player unable to move (no black cell
# left) loses. The result: whether you (moving first) win ("FIRST").
# A position: the black cells as the input writes them, R_1 C_1 R_2 C_2 ... in one sequence;
# declared here: N = 1..4 distinct cells with 1 <= R_i, C_i <= 3 (3,609 sequences); the
# statement allows N <= 2 * 10^5 and 1 <= R_i, C_i <= 10^9.
# A state: the black cells, a sorted tuple of (row, column) pairs (a move only toggles cells up and
# left of the chosen one, so no cell outside rows 1..max R and columns 1..max C ever turns black).
positions = sequence(values=range(1, 4), length=range(2, 9, 2)).where(
    lambda p: len(set(zip(p[0::2], p[1::2]))) == len(p) // 2)
result = "win"


def start(p):
    return tuple(sorted(zip(p[0::2], p[1::2])))


def moves(cells):
    black = set(cells)
    options = []
    for r, c in cells:
        side = min(r, c)
        after = set(black)
        for x in range(side):
            for y in range(side):
                after ^= {(r - x, c - y)}
        options.append(tuple(sorted(after)))
    return options


def canonical(cells):
    return cells
