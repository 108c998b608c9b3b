def moves(n):
    yield n + 2
