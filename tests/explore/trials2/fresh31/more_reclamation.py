# More Reclamation (Codeforces 335C): a river of r rows and 2 columns, every cell water. In turn,
# the two cities reclaim one water cell each, turning it into land; a cell (row, column) may not
# be reclaimed when any of the cells (row - 1, other column), (row, other column), (row + 1, other
# column) is land already. Some cells are reclaimed at the start (never against that rule). The
# city that reclaims the last cell wins: a city with no cell left to reclaim loses. (The input
# gives r and the reclaimed cells; the city to move next is asked whether it can win.) A position:
# the rows from the first to the last, one letter a row: '.' no land in the row, 'L' the left
# cell is land, 'R' the right cell is land (no row holds two: the second would break the rule).
# A state: the same string. The result: whether the city to move wins.


def _ok(rows):
    return "LR" not in rows and "RL" not in rows


positions = string(".LR", length=range(1, 9)).where(_ok)
result = "win"


def moves(rows):
    n = len(rows)
    for i, ch in enumerate(rows):
        if ch != ".":
            continue
        for mine, other in (("L", "R"), ("R", "L")):
            if i > 0 and rows[i - 1] == other:
                continue
            if i + 1 < n and rows[i + 1] == other:
                continue
            yield rows[:i] + mine + rows[i + 1:]
