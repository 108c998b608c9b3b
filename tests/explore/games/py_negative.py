def moves(n):  # a bug: no bound, a move to a negative heap
    return [n - 2]
