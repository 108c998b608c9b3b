# What Has Dirichlet Got to Do with That? (Codeforces 39E): a boxes, b items and a number n, with
# a^b < n (a^b: the ways to put b different items into a different boxes). In turn, Stas first,
# a player adds one new box (a + 1) or one new item (b + 1). The player after whose move a^b >= n
# loses. If play can go on for ever, nobody wins ("Missing"). A move that makes a^b >= n loses at
# once, so it is never better than having no move and is left out: a player with no other move
# loses. With one box and 2^b >= n a second box loses at once, so (1, b) only goes on to (1, b+1):
# all those states are one state (b is kept at the least such b), and play there never ends.
# A position: (a, b, n). The result: W (Stas wins), L (Masha wins) or D (Missing).
positions = numbers(a=range(1, 9), b=range(1, 7), n=range(2, 65)).where(
    lambda p: p[0] ** p[1] < p[2])
result = "outcome"


def start(position):
    return position


def moves(state):
    a, b, n = state
    if (a + 1) ** b < n:
        yield canonical((a + 1, b, n))
    if a ** (b + 1) < n:
        yield canonical((a, b + 1, n))


def canonical(state):
    a, b, n = state
    if a == 1:
        while b > 1 and 2 ** (b - 1) >= n:
            b -= 1
    return (a, b, n)
