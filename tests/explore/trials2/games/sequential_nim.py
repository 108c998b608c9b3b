# Sequential Nim (Codeforces 1382B): piles in a row; a move takes a positive number of stones
# from the first pile that is not empty. Who cannot move loses.
positions = sequence(values=range(1, 5), length=range(1, 7))


def moves(piles):
    first = piles[0] if piles else 0
    for take in range(1, first + 1):
        yield piles[1:] if take == first else (first - take,) + piles[1:]
