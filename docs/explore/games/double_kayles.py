# Double Kayles (Python): knock down 1, 2, 3 or 4 adjacent pins from a row;
# the row may split in two. A list of rows is a move to their sum.
def moves(n):
    for take in range(1, 5):
        for left in range(0, n - take + 1):
            yield [left, n - take - left]
