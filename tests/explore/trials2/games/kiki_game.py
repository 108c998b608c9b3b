# kiki's game (HDU 2147): an n x m board with a coin on its top-right square. A move takes the
# coin one square left, one square down, or one square diagonally down-left. Who cannot move
# loses; kiki moves first.
positions = numbers(n=range(1, 20), m=range(1, 20))


def moves(position):
    down, left = position[0] - 1, position[1] - 1      # the squares still below, to the left
    if left:
        yield (down + 1, left)
    if down:
        yield (down, left + 1)
    if down and left:
        yield (down, left)
