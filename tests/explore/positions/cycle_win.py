positions = numbers(k=range(0, 3))
def moves(k): return [((k[0] + 1) % 3,)]
