# S-Nim (POJ 2960 / HDU 1536), with the statement's own example S = {2, 5}: heaps of beads. In
# turn, the first player first, a player chooses a heap and removes from it a number of beads
# that is in S (at most the beads in the heap). The player who cannot move loses. A position: the
# heaps, sorted. The result: whether the first player wins.
positions = multiset(piles=range(1, 13), size=range(1, 4))
result = "win"
TAKES = (2, 5)


def moves(heaps):
    for i, a in enumerate(heaps):
        if i > 0 and heaps[i - 1] == a:
            continue                  # a heap of the same size again: the same moves
        rest = heaps[:i] + heaps[i + 1:]
        for x in TAKES:
            if x <= a:
                yield tuple(sorted(rest + ((a - x,) if a > x else ())))
