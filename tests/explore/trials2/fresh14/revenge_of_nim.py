# Revenge of Nim (HDU 4994): N heaps of objects in a row. In turn, Alice first, a player removes
# at least one object, and any number of them, from the first heap that is not empty (the heaps
# must be emptied from left to right). The player who takes the last object wins. A position:
# the heaps in order. A state: the heaps left, the first one not empty. The result: whether
# Alice, the first player, wins.
positions = sequence(values=range(1, 5), length=range(1, 7))
result = "win"


def moves(heaps):
    if not heaps:
        return
    first, rest = heaps[0], heaps[1:]
    for left in range(first):
        yield ((left,) + rest) if left > 0 else rest
