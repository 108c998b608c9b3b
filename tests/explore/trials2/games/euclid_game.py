# Euclid's Game (UVa 10368): two positive numbers; a move subtracts a positive multiple of the
# smaller from the larger, leaving it >= 0. Who makes a number 0 wins (the player then to move
# has no move and has lost).
positions = numbers(a=range(1, 16), b=range(1, 16))


def moves(position):
    a, b = position
    if a == 0 or b == 0:
        return
    small, large = min(a, b), max(a, b)
    for k in range(1, large // small + 1):
        yield (small, large - k * small) if a <= b else (large - k * small, small)
