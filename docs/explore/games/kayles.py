# Kayles in Python (slower than C++): knock down one pin or two adjacent pins;
# a list of states is a move to their sum.
def moves(n):
    for take in (1, 2):
        for left in range(0, n - take + 1):
            yield [left, n - take - left]
