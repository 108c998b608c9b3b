# Lame Queen (CodeChef LAMQUGAM): a lame queen stands on a point (x0, y0) of positive integer
# coordinates. Code and Chef alternate moves, Code first. A move takes the queen from (x, y) to
# (x - a, y), (x, y - a) or (x - a, y - a) for a positive integer a, the new point having
# positive coordinates; a diagonal move only when a is divisible by d, the queen's lameness
# (d = 1: the usual queen). The first player who cannot make a valid move loses. The problem
# asks, over rectangles of starting points, the fraction of them Chef (the second player) wins;
# here who wins from one starting point. A position: (x, y), 1..20 each declared here (the
# statement allows 200,000). d is a parameter (`d`, 1..20 in the statement). The result: whether
# Code, the first player, wins.
d = param("d", 2)
assert d >= 1, "the rules ask for d >= 1"
positions = numbers(x=range(1, 21), y=range(1, 21))
result = "win"


def moves(p):
    x, y = p
    for a in range(1, x):
        yield (x - a, y)
    for a in range(1, y):
        yield (x, y - a)
    for a in range(d, min(x, y), d):
        yield (x - a, y - a)
