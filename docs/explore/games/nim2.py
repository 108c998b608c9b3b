# Two-heap Nim, in Python (slower than C++): take any number from one heap.
def moves(x, y):
    for k in range(1, x + 1):
        yield (x - k, y)
    for k in range(1, y + 1):
        yield (x, y - k)
