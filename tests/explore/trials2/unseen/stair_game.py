# Stair Game (CSES 1099): stairs 1..n with p_i balls; a move takes some balls from a stair
# k >= 2 and puts them on stair k - 1. Who cannot move loses.
positions = sequence(values=range(0, 4), length=range(1, 6))


def moves(p):
    for k in range(1, len(p)):
        for c in range(1, p[k] + 1):
            q = list(p)
            q[k] -= c
            q[k - 1] += c
            yield tuple(q)
