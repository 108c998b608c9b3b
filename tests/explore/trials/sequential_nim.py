# Sequential Nim (Codeforces 1382B): piles in a row; a move takes a positive number of stones from
# the first pile that is not empty. Who cannot move loses.
positions = sequence(values=range(1, 4), length=range(1, 6))


def moves(a):
    if a:
        for x in range(1, a[0] + 1):
            yield ((a[0] - x,) + a[1:]) if x < a[0] else a[1:]
