# Climbing the Hill (HDU 4315): cells in a column, cell 0 the hilltop, cell 1 below it, and so
# on. N persons stand on different cells (only the hilltop may hold several); the k-th nearest to
# the top is the king (k is given with each test). In turn, Alice first, a player chooses a person
# not at the hilltop and moves him up any number of cells, never onto or over the cell of the
# person above him (the hilltop excepted: he may reach it when everyone above him is there). The
# player who moves the king to the hilltop wins. A position: the persons' cells, all different (a
# set: a multiset without repeats), at least k of them. A state: the cells, sorted (persons never
# pass each other, so the king stays the k-th). The result: whether Alice, who moves first, wins.
k = param("k", 2)
positions = multiset(piles=range(1, 10), size=range(1, 6)).where(
    lambda p: len(set(p)) == len(p) and len(p) >= k)
result = "win"


def moves(cells):
    if cells[k - 1] == 0:
        return                          # the king is at the top: the player who moved him won
    for i, c in enumerate(cells):
        if c == 0:
            continue
        above = cells[i - 1] if i > 0 else 0
        lowest = above + 1 if above > 0 else 0
        for to in range(lowest, c):
            yield cells[:i] + (to,) + cells[i + 1:]


def canonical(state):
    return state
