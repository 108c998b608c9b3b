# Nimble Game (HackerRank): squares 0..n-1 in a line, square i holding c_i coins. A move takes
# one coin from a square i > 0 to any square j < i. Who cannot move (every coin on square 0)
# loses.
positions = sequence(values=range(0, 3), length=range(1, 6))


def moves(c):
    for i in range(1, len(c)):
        if c[i] > 0:
            for j in range(i):
                d = list(c)
                d[i] -= 1
                d[j] += 1
                yield tuple(d)
