# Game of Nuts (Timus 2068): heaps of nuts, each with an odd number of nuts. In turn, the first
# player first, a player chooses a heap and splits it into three non-empty heaps, each with an
# odd number of nuts. The player who cannot move (every heap has one nut) loses. A position: the
# heaps, sorted. The result: whether the first player wins.
positions = multiset(piles=range(1, 14), size=range(1, 4)).where(
    lambda heaps: all(a % 2 == 1 for a in heaps))
result = "win"


def moves(heaps):
    for i, a in enumerate(heaps):
        if i > 0 and heaps[i - 1] == a:
            continue                  # a heap of the same size again: the same moves
        rest = heaps[:i] + heaps[i + 1:]
        for x in range(1, a, 2):
            for y in range(x, a - x, 2):
                z = a - x - y
                if z >= y:
                    yield tuple(sorted(rest + (x, y, z)))
