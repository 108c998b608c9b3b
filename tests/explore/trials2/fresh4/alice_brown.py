# Alice&Brown (AtCoder ABC 059 D): two piles of X and Y stones. In turn, Alice first, a player
# takes 2i stones (i >= 1) from one pile, throws i of them away and puts the other i on the other
# pile. The player who cannot move loses.
positions = numbers(x=range(0, 13), y=range(0, 13))


def moves(position):
    x, y = position
    for i in range(1, x // 2 + 1):
        yield (x - 2 * i, y + i)
    for i in range(1, y // 2 + 1):
        yield (x + i, y - 2 * i)
