# Stone Game (HDU 1729): boxes, box i of capacity S_i already holding C_i stones. In turn, the
# first player first, a player chooses a box and puts into it some number d >= 1 of stones, at
# most C * C where C is the number of stones in that box before the move, and the box may not
# hold more than its capacity. The player who cannot move loses. (The input gives several boxes;
# here one box, as a pair (S, C) with C <= S.) The result: whether the first player wins.
positions = numbers(s=range(1, 41), c=range(0, 41)).where(lambda p: p[1] <= p[0])
result = "win"


def start(position):
    s, c = position
    return (s, c)                     # the capacity, the stones in the box


def moves(state):
    s, c = state
    for d in range(1, min(c * c, s - c) + 1):
        yield (s, c + d)


def canonical(state):
    return state
