# Nim游戏 (BZOJ 2410, "Colouring a Row"): a row of n cells and k colours; some cells are coloured
# already, no two neighbouring cells with the same colour. In turn, the first player first, a
# player colours one uncoloured cell with one of the k colours, so that afterwards no two
# neighbouring cells have the same colour. The player who cannot move loses. (Chosen: k >= 2, so
# that the harness's larger rows over the colours 0..2 are positions at every k judged; with
# k = 1 a row could hold no colour 2.) The input's k is the parameter k. A position: the row, one
# sequence, 0 for an uncoloured cell and 1..k for a colour. A state: the same sequence. The
# result: whether the first player wins ("y").
k = param("k", 2)
assert k >= 2, "chosen here: k >= 2 colours"


def _proper(row):
    return all(v <= k for v in row) and all(
        not (row[i] and row[i] == row[i + 1]) for i in range(len(row) - 1))


positions = sequence(values=range(0, 3), length=range(1, 8)).where(_proper)
result = "win"


def moves(state):
    n = len(state)
    for i, v in enumerate(state):
        if v:
            continue
        for c in range(1, k + 1):
            if (i > 0 and state[i - 1] == c) or (i + 1 < n and state[i + 1] == c):
                continue
            yield state[:i] + (c,) + state[i + 1:]
