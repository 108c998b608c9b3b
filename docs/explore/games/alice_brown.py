# Alice&Brown (AtCoder ABC059 D): two piles X, Y; a move takes 2i stones (i >= 1) from one pile,
# throws i away and puts i on the other pile. Who cannot move loses.
positions = numbers(x=range(0, 16), y=range(0, 16))


def moves(p):
    x, y = p
    for i in range(1, x // 2 + 1):
        yield (x - 2 * i, y + i)
    for i in range(1, y // 2 + 1):
        yield (x + i, y - 2 * i)
