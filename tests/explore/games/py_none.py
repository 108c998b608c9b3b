# A bug: moves() builds its options and forgets to return them.
def moves(n):
    options = [n - 1] if n else []
    options.sort()
