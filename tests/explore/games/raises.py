def moves(n):
    if n == 5:
        raise ValueError("no rule for five")
    return [n - 1] if n else []
