# Harlequin (AtCoder CADDi 2018, D): an apple tree with apples of N colours, a_i apples of colour
# i. In turn, "you" first, then Lunlun, a player eats one or more apples, all of them of different
# colours (at most one apple of each colour). The player who eats the last apple wins. A position:
# the counts a_i (order does not matter). A state: the counts left, colours with no apple dropped.
# The result: whether you, the first player, win.
positions = multiset(piles=range(1, 6), size=range(1, 5))
result = "win"


def moves(counts):
    k = len(counts)
    for mask in range(1, 1 << k):
        left = [c - 1 if mask >> i & 1 else c for i, c in enumerate(counts)]
        yield tuple(sorted(c for c in left if c > 0))
