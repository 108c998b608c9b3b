# Georgia and Bob (POJ 1704): chessmen stand on distinct cells 1, 2, 3, ... of a row. A move
# takes one chessman and moves it one or more cells to the left; it may not jump over or land
# on another chessman, nor leave the row. Georgia moves first; who cannot move loses.
positions = multiset(piles=range(1, 12), size=range(1, 6)).where(lambda p: len(set(p)) == len(p))


def moves(cells):
    for i, c in enumerate(cells):
        lowest = cells[i - 1] + 1 if i > 0 else 1
        for to in range(lowest, c):
            yield cells[:i] + (to,) + cells[i + 1:]
