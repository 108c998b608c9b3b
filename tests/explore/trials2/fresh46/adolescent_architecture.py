# Adolescent Architecture 2 (GCPC 2023, Kattis adolescentarchitecture2): toy blocks of three base
# shapes, each with a positive integer size a: circle a (radius a), square a (side a), triangle
# a (equilateral, side a); a block's top has the same outline as its bottom. Some stacks stand
# on the floor; only the top block of each matters. In turn, Peter first, a player takes a new
# block of any shape and size (the supply is infinite) and puts it on top of one stack; it may
# be rotated about its vertical axis, and its outline must lie strictly inside the outline of
# the block below (the outlines may not touch). The first player unable to move loses.
# Restriction chosen: the problem asks for the number of Peter's winning first moves; here only
# whether Peter (the first player) wins. A position: s_1 a_1 s_2 a_2 ... (the input's lines one
# after the other, the shape written 1 = circle, 2 = square, 3 = triangle), 1..3 stacks with
# sizes 1..6 here (the statement allows 1000 stacks and sizes up to 10^9). A state: the stacks'
# top blocks as (shape, size) pairs, sorted (their order does not matter).
#
# "Strictly inside, rotation allowed", written exactly in integers for a block (i, x) on a top
# (j, y) (each the largest block of its shape that fits, made strict):
#   same shape: x < y;
#   square in circle: x^2 < 2 y^2 (half the diagonal below the radius);
#   triangle in circle: x^2 < 3 y^2 (the circumradius x / sqrt 3 below the radius);
#   circle in square: 2 x < y;
#   circle in triangle: 12 x^2 < y^2 (the inradius y / (2 sqrt 3) above the radius);
#   triangle in square: x < y sec 15 deg, i.e. x < 2 y and (8 y^2 - x^2)^2 > 48 y^4;
#   square in triangle: x < y (2 sqrt 3 - 3), i.e. (x + 3 y)^2 < 12 y^2.
positions = sequence(values=range(1, 7), length=range(2, 7, 2)).where(
    lambda p: all(s <= 3 for s in p[0::2]))
result = "win"

CIRCLE, SQUARE, TRIANGLE = 1, 2, 3


def fits(i, x, j, y):
    """A block of shape i and size x strictly inside the outline of shape j and size y."""
    if i == j:
        return x < y
    if j == CIRCLE:
        return x * x < (2 if i == SQUARE else 3) * y * y
    if j == SQUARE:
        if i == CIRCLE:
            return 2 * x < y
        return x < 2 * y and (8 * y * y - x * x) ** 2 > 48 * y ** 4
    if i == CIRCLE:
        return 12 * x * x < y * y
    return (x + 3 * y) ** 2 < 12 * y * y


def start(position):
    return tuple(sorted(zip(position[0::2], position[1::2])))


def moves(tops):
    options = set()
    for k, (j, y) in enumerate(tops):
        rest = tops[:k] + tops[k + 1:]
        for i in (CIRCLE, SQUARE, TRIANGLE):
            for x in range(1, 2 * y + 1):       # nothing of size 2y or more fits
                if fits(i, x, j, y):
                    options.add(tuple(sorted(rest + ((i, x),))))
    return sorted(options)


def canonical(state):
    return state
