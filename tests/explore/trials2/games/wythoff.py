# Take-Away Game (POJ 1067, Wythoff's game): two piles; a move takes any number of stones from
# one pile, or the same number from both. Who takes the last stone wins.
positions = numbers(a=range(0, 16), b=range(0, 16))


def moves(position):
    a, b = position
    for k in range(1, a + 1):
        yield (a - k, b)
    for k in range(1, b + 1):
        yield (a, b - k)
    for k in range(1, min(a, b) + 1):
        yield (a - k, b - k)
