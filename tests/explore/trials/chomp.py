# Chomp: a rectangle of chocolate squares whose top-left square is poisoned; a move picks a
# remaining square and eats it with every square below and to the right of it. Eating the poison
# loses, so a player left with the poison alone cannot move and loses. A state: what remains
# (1 = a square) in the rectangle; the positions asked about are the whole rectangles.
positions = grid(rows=range(1, 4), cols=range(1, 5), alphabet="1")


def moves(g):
    for r, row in enumerate(g):
        for c, cell in enumerate(row):
            if cell == "1" and (r, c) != (0, 0):
                yield tuple(row if i < r else row[:c] + "0" * (len(row) - c)
                            for i, row in enumerate(g))
